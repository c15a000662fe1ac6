import { withPatterns, type MessageCatalogue } from './catalogue.js';

export const spanish: MessageCatalogue = {
  exact: {
    'Not a court of this club': 'No es una pista de este club',
    'Say what to change': 'Indica qué cambiar',
    'This membership has nothing to pay': 'Esta membresía no tiene nada que pagar',
    'This plan is sold at the club only': 'Este plan solo se vende en el club',
    'This plan is sold in the app only': 'Este plan solo se vende en la aplicación',
    'This player is already a member of this club': 'Este jugador ya es socio de este club',
    'You are already a member of this club': 'Ya eres socio de este club',
    'This plan is for some of the club’s customers only; ask the club to add you':
      'Este plan es solo para algunos clientes del club; pide al club que te añada',
    'Not a customer category of this club': 'No es una categoría de clientes de este club',
    'Your membership allows no more bookings on this day at this club':
      'Tu membresía no permite más reservas este día en este club',
    'Your membership allows no more upcoming bookings at this club':
      'Tu membresía no permite más reservas próximas en este club',
    'A club has 50 categories at most': 'Un club tiene 50 categorías como máximo',
    'Not a category of this club': 'No es una categoría de este club',
    'The club has a category of this name': 'El club ya tiene una categoría con este nombre',
    'This phone is already on the list': 'Este teléfono ya está en la lista',
    'Give the player’s phone, their account or a name, one of them':
      'Indica el teléfono del jugador, su cuenta o un nombre, solo uno de ellos',
    'This player has no birthdate in their profile: they add it to join a team':
      'Este jugador no tiene fecha de nacimiento en su perfil: debe añadirla para unirse a un equipo',
    'This player is older than the championship allows':
      'Este jugador supera la edad que permite el campeonato',
    'This championship is for men only': 'Este campeonato es solo para hombres',
    'This championship is for women only': 'Este campeonato es solo para mujeres',
    'This player is already on a team of this championship':
      'Este jugador ya está en un equipo de este campeonato',
    'This team has as many players as it can hold':
      'Este equipo ya tiene todos los jugadores que admite',
    'This team has as many players by name only as it can hold':
      'Este equipo ya tiene todos los jugadores sin cuenta que admite',
    'No player of the app has this phone number':
      'Ningún jugador de la aplicación tiene este número de teléfono',
    'You can add only people you have played with':
      'Solo puedes añadir a personas con las que has jugado',
    'Only the team’s captain adds its players': 'Solo el capitán del equipo añade a sus jugadores',
    'Only the team’s captain or the player themself takes a player off a team':
      'Solo el capitán del equipo o el propio jugador puede sacarlo del equipo',
    'Only the team’s captain or the club’s owner renames the team':
      'Solo el capitán del equipo o el propietario del club puede cambiar el nombre del equipo',
    "Only the captains of this fixture's teams propose its result":
      'Solo los capitanes de los equipos de este partido proponen su resultado',
    'The result of this fixture is entered': 'El resultado de este partido ya está introducido',
    'A result of this fixture waits for an answer': 'Un resultado de este partido espera respuesta',
    "The other team's captain answers this result":
      'Responde a este resultado el capitán del otro equipo',
    'A fixture moves to a time still ahead': 'Un partido solo se puede mover a una hora futura',
    'A knockout fixture needs a winner': 'Un partido eliminatorio necesita un ganador',
    'A match lasts whole half hours': 'Un partido dura medias horas completas',
    'A played fixture keeps its court and time': 'Un partido ya jugado conserva su pista y su hora',
    'A scorer named by account is not a player of the app':
      'Un goleador indicado por cuenta no es jugador de la aplicación',
    'Both teams of this fixture are not known yet':
      'Aún no se conocen los dos equipos de este partido',
    'Choose a football court of your club': 'Elige un campo de fútbol de tu club',
    'Choose a padel court of your club': 'Elige una pista de pádel de tu club',
    'Choose one of your club’s football or padel courts':
      'Elige una de las pistas de fútbol o de pádel de tu club',
    'A padel match’s result is its sets': 'El resultado de un partido de pádel son sus sets',
    'A padel match has no scorers': 'Un partido de pádel no tiene goleadores',
    'A football match’s result is its goals': 'El resultado de un partido de fútbol son sus goles',
    'Enter both teams’ goals': 'Escribe los goles de los dos equipos',
    'Choose football courts of your club': 'Elige campos de fútbol de tu club',
    'Draw the fixtures of this championship first':
      'Sortea primero los partidos de este campeonato',
    'Results are in: the fixtures can no longer be drawn again':
      'Ya hay resultados: los partidos no se pueden volver a sortear',
    'The end hour comes after the start hour': 'La hora de fin va después de la hora de inicio',
    'The fixture its winner went on to is played':
      'El partido al que pasó su ganador ya se ha jugado',
    'The scorers have more goals than the score': 'Los goleadores suman más goles que el marcador',
    'The accepted and paid teams do not fit this format: count them and choose again':
      'Los equipos aceptados y pagados no encajan en este formato: cuéntalos y elige de nuevo',
    'Only the people taking part can read this chat':
      'Solo quienes participan pueden leer este chat',
    "Only the club's owner or an administrator can do this":
      'Solo el propietario del club o un administrador puede hacer esto',
    'You have been muted in this chat': 'Te han silenciado en este chat',
    'You can read this chat but not write in it': 'Puedes leer este chat, pero no escribir en él',
    'You can delete only your own messages': 'Solo puedes borrar tus propios mensajes',
    'Write a message': 'Escribe un mensaje',
    'At most 500 characters': '500 caracteres como máximo',
    'The club is closed at this hour': 'El club está cerrado a esa hora',
    "The club's owner has already set their password: there is no link to send":
      'El propietario del club ya creó su contraseña: no hay enlace que enviar',
    'This closure would cancel bookings: confirm to cancel them with full refunds':
      'Este cierre cancelaría reservas: confírmalo para cancelarlas con reembolso completo',
    'A closure starts today or later': 'Un cierre empieza hoy o más adelante',
    'You can invite only people you have played with':
      'Solo puedes invitar a personas con las que has jugado',
    'Only the match’s organizer invites players to it':
      'Solo el organizador del partido invita a jugadores',
    'A person is listed twice': 'Una persona aparece dos veces',
    'A win is worth more than a loss, and a draw no more than a win nor less than a loss':
      'Una victoria vale más que una derrota, y un empate no más que una victoria ni menos que una derrota',
    'Expected base64url': 'Se espera base64url',
    'A kind is listed twice': 'Un tipo aparece dos veces',
    'The club closes after it opens': 'El club cierra después de abrir',
    'Expected a time on the hour or the half hour': 'Se espera una hora en punto o y media',
    'The last day comes after the first': 'El último día va después del primero',
    'Each weekday once': 'Cada día de la semana una vez',
    'The 6 digits of the code': 'Los 6 dígitos del código',
    'The code is wrong or has expired': 'El código no es correcto o ha caducado',
    'The current password is wrong': 'La contraseña actual no es correcta',
    'Too many codes asked for or tried. Try again later.':
      'Se han pedido o probado demasiados códigos. Inténtalo más tarde.',
    'Some fields are missing or invalid': 'Faltan campos o no son válidos',
    'Sign in to continue': 'Inicia sesión para continuar',
    'The metrics need their bearer token': 'Las métricas piden su token de acceso',
    'You are not allowed to do this': 'No tienes permiso para hacer esto',
    'Error in credentials, please verify': 'Error en las credenciales, compruébalas',
    'Too many failed sign-in attempts. Try again later.':
      'Demasiados intentos fallidos. Vuelve a intentarlo más tarde.',
    'Username already registered': 'El nombre de usuario ya está registrado',
    'Phone number already registered': 'El teléfono ya está registrado',
    'Username and Phone number already registered':
      'El nombre de usuario y el teléfono ya están registrados',
    'This username is taken': 'Este nombre de usuario ya está en uso',
    'This phone number is taken': 'Este teléfono ya está en uso',
    'The service is briefly unavailable. Please try again in a moment.':
      'El servicio no está disponible por un momento. Vuelve a intentarlo enseguida.',
    'Something went wrong on our side. Please try again.':
      'Algo ha fallado por nuestra parte. Vuelve a intentarlo.',
    Required: 'Obligatorio',
    'A phone number with its country code (+34 612 000 444) or of 10 digits':
      'Un teléfono con su prefijo de país (+34 612 000 444) o de 10 dígitos',
    'A phone number of the club’s country, or with its country code (+34 612 000 444), or of 10 digits':
      'Un teléfono del país del club, o con su prefijo de país (+34 612 000 444), o de 10 dígitos',
    'At least 3 characters': 'Al menos 3 caracteres',
    'At least 8 characters': 'Al menos 8 caracteres',
    'At most 30 characters': 'Como máximo 30 caracteres',
    'At most 128 characters': 'Como máximo 128 caracteres',
    'Letters, digits, dot and underscore only': 'Solo letras, dígitos, punto y guion bajo',
    'Contains a NUL byte or a broken character': 'Contiene un byte NUL o un carácter roto',
    'A date in the past': 'Una fecha pasada',
    'An email address': 'Una dirección de correo',
    'A number in degrees': 'Un número en grados',
    'Not a cursor': 'No es un cursor',
    'Not a cursor of this list': 'No es un cursor de esta lista',
    'Send both latitude and longitude, or neither': 'Envía latitud y longitud, o ninguna',
    'This cursor belongs to another ordering of the list':
      'Este cursor pertenece a otro orden de la lista',
    'The Stripe signature does not match': 'La firma de Stripe no coincide',
    'The body is not JSON': 'El cuerpo no es JSON',
    'A number from 0 to 5': 'Un número de 0 a 5',
    'Only the platform administrators can do this':
      'Solo los administradores de la plataforma pueden hacer esto',
    'Not a cursor this list gave': 'No es un cursor dado por esta lista',
    'Only a player can become a club owner': 'Solo un jugador puede ser dueño de un club',
    'This club is closed for now and takes no bookings':
      'Este club está cerrado por ahora y no acepta reservas',
    'This invitation was used already or has expired': 'Esta invitación ya se usó o ha caducado',
    'This application was decided already': 'Esta solicitud ya se decidió',
    'Choose at least one sport': 'Elige al menos un deporte',
    'Each sport once': 'Cada deporte una vez',
    'This person already owns a club': 'Esta persona ya es dueña de un club',
    'Only a player can join a club’s staff': 'Solo un jugador puede unirse al personal de un club',
    'This person already works at a club': 'Esta persona ya trabaja en un club',
    'Your role at this club does not allow this': 'Tu función en este club no lo permite',
    'Outside the dates a season may take': 'Fuera de las fechas que puede abarcar una temporada',
    'Only club owners can do this': 'Solo los dueños de club pueden hacer esto',
    'Only a confirmed booking can be cancelled': 'Solo se puede cancelar una reserva confirmada',
    'Some dates of the series clash with what holds the court':
      'Algunas fechas de la serie coinciden con lo que ocupa la pista',
    'No player with this username or phone':
      'Ningún jugador tiene este nombre de usuario o teléfono',
    'The season has no such weekday': 'La temporada no tiene ese día de la semana',
    'Ends before it starts': 'Termina antes de empezar',
    'Name a player or a customer': 'Indica un jugador o un cliente, solo uno',
    'Walk-in bookings are paid in cash': 'Las reservas en el mostrador se pagan en efectivo',
    'A no-show can be marked once the booking has started':
      'La ausencia se puede marcar una vez empezada la reserva',
    'This cash payment was already settled': 'Este pago en efectivo ya se liquidó',
    'This club belongs to another owner': 'Este club pertenece a otro dueño',
    'This payment has ended; start a new one': 'Este pago ha terminado; empieza uno nuevo',
    'This payment method is not available here': 'Este método de pago no está disponible aquí',
    'The payment provider could not be reached. Nothing was charged.':
      'No se pudo contactar con el proveedor de pagos. No se ha cobrado nada.',
    'The mobile wallet needs the payer phone number':
      'El monedero móvil necesita el teléfono de quien paga',
    'This Idempotency-Key was already used for a different request':
      'Esta Idempotency-Key ya se usó para otra petición',
    'The callback signature does not match': 'La firma del aviso no coincide',
    'This place is already paid for': 'Esta plaza ya está pagada',
    'A match cannot start in the past': 'Un partido no puede empezar en el pasado',
    'This match has already started': 'Este partido ya ha empezado',
    'A result is recorded for a match of four players in the app':
      'El resultado se registra en partidos de cuatro jugadores de la app',
    'Only a disputed result is decided by the club': 'El club solo decide resultados impugnados',
    'Only the players of this match may answer its result':
      'Solo los jugadores de este partido pueden responder a su resultado',
    'Only the players of this match may record its result':
      'Solo los jugadores de este partido pueden registrar su resultado',
    'The other pair answers this result': 'La otra pareja responde a este resultado',
    'The time to dispute this result is over': 'Ya ha pasado el plazo para impugnar este resultado',
    'Your level comes from your results: it moves with the matches you play':
      'Tu nivel viene de tus resultados: cambia con los partidos que juegas',
    'Your level comes from your results': 'Tu nivel viene de tus resultados',
    'This match already has a result': 'Este partido ya tiene resultado',
    'This match has not ended yet': 'Este partido aún no ha terminado',
    'This result was already answered': 'Este resultado ya tiene respuesta',
    'Each set goes to 6 games with two clear, or 7-5, or 7-6':
      'Cada set se gana a 6 juegos con dos de ventaja, o 7-5, o 7-6',
    'A match is best of three sets: it ends when a pair wins two':
      'El partido es al mejor de tres sets: termina cuando una pareja gana dos',
    'This match is full': 'Este partido está completo',
    'This is your own match: you already play in it': 'Es tu propio partido: ya juegas en él',
    'You have already asked to join this match': 'Ya has pedido unirte a este partido',
    'This match takes players its organizer accepts: ask to join it':
      'Este partido acoge a los jugadores que acepta su organizador: pide unirte',
    'Only the match owner may do this': 'Solo quien creó el partido puede hacer esto',
    'Only the match owner may answer its requests':
      'Solo quien creó el partido puede responder a sus solicitudes',
    'This request was already answered': 'Esta solicitud ya se respondió',
    'The match no longer has enough free seats for this request':
      'El partido ya no tiene plazas libres suficientes para esta solicitud',
    'A player of this request already has a seat in this match':
      'Un jugador de esta solicitud ya tiene plaza en este partido',
    'Partners must be other players, each named once':
      'Los compañeros deben ser otros jugadores, cada uno una sola vez',
    'A partner was not found': 'No se encontró a un compañero',
    'Only a partner this request names may answer it':
      'Solo un compañero nombrado en esta solicitud puede responderla',
    'You have already answered this request': 'Ya has respondido a esta solicitud',
    'Every partner named in this request must accept to play before it can be accepted':
      'Todos los compañeros de esta solicitud deben aceptar jugar antes de poder aceptarla',
    'You cannot star yourself': 'No puedes marcarte a ti mismo como favorito',
    'A championship starts in the future': 'Un campeonato empieza en el futuro',
    'This championship has already started': 'Este campeonato ya ha empezado',
    'Every place in this championship is taken':
      'Todas las plazas de este campeonato están ocupadas',
    'You have already applied to this championship': 'Ya te has apuntado a este campeonato',
    'The club owner takes part without applying': 'El dueño del club participa sin apuntarse',
    'Add your birthdate in your profile to apply to a championship':
      'Añade tu fecha de nacimiento en tu perfil para apuntarte a un campeonato',
    'The club has not accepted this request yet': 'El club aún no ha aceptado esta solicitud',
    'Choose a birth year from the 50 years before this one':
      'Elige un año de nacimiento de los 50 años anteriores a este',
    'This court is no longer free for the whole championship; choose another court or time':
      'Esta pista ya no está libre durante todo el campeonato; elige otra pista u otra hora',
    'The photo must be a JPEG, PNG or WebP picture': 'La foto debe ser una imagen JPEG, PNG o WebP',
    'The photo must be 5 MB or smaller': 'La foto debe pesar 5 MB o menos',
    'The photo is empty': 'La foto está vacía',
    'Send the form as multipart/form-data': 'Envía el formulario como multipart/form-data',
    'Send one file at most': 'Envía un archivo como máximo',
    'The form has too many fields': 'El formulario tiene demasiados campos',
    'The form could not be read': 'No se pudo leer el formulario',
    'Too many pictures are being processed; try again in a moment':
      'Se están procesando demasiadas imágenes; inténtalo de nuevo en un momento',
    'You own a club: hand it over to another owner before deleting your account':
      'Eres dueño de un club: traspásalo a otro dueño antes de eliminar tu cuenta',
    'A booking moves to a court of the same sport':
      'Una reserva solo se puede mover a una pista del mismo deporte',
    'Only a confirmed booking that has not started can be changed':
      'Solo se puede cambiar una reserva confirmada que no haya empezado',
    'The booking is already at this court and hour':
      'La reserva ya está en esta pista y a esta hora',
    'endTime must be startTime plus the duration':
      'La hora de fin debe ser la de inicio más la duración',
    'Already Booked': 'Ya reservado',
    'Not available': 'No disponible',
    'An activity starts today or later': 'Una actividad empieza hoy o más adelante',
    'Choose one of your club’s coaches': 'Elige a uno de los entrenadores de tu club',
    'Choose one of your club’s courts': 'Elige una de las pistas de tu club',
    'Every seat of this session is taken; join the waitlist':
      'Todas las plazas de esta sesión están ocupadas; apúntate a la lista de espera',
    'Seats are still free: book one': 'Aún quedan plazas libres: reserva una',
    'The To time must come after the From time':
      'La hora «Hasta» debe ser posterior a la hora «Desde»',
    'This activity has no date to come': 'Esta actividad no tiene fechas próximas',
    'This session has already started': 'Esta sesión ya ha empezado',
    'This session is already cancelled': 'Esta sesión ya está cancelada',
    'This session is over': 'Esta sesión ya ha terminado',
    'You already have a seat at this session': 'Ya tienes plaza en esta sesión',
    'This match is for men only. You have no gender set: set it in the profile to ask to join.':
      'Este partido es solo para hombres. No has indicado tu género: indícalo en tu perfil para pedir unirte.',
    'This match is for women only. You have no gender set: set it in the profile to ask to join.':
      'Este partido es solo para mujeres. No has indicado tu género: indícalo en tu perfil para pedir unirte.',
    'This match is for men only: look for a mixed match or one for women.':
      'Este partido es solo para hombres: busca un partido mixto o uno de mujeres.',
    'This match is for women only: look for a mixed match or one for men.':
      'Este partido es solo para mujeres: busca un partido mixto o uno de hombres.',
    'You play in your own match, so it cannot be for men only: choose mixed or women.':
      'Juegas en tu propio partido, así que no puede ser solo para hombres: elige mixto o mujeres.',
    'You play in your own match, so it cannot be for women only: choose mixed or men.':
      'Juegas en tu propio partido, así que no puede ser solo para mujeres: elige mixto o hombres.',
    'Set your gender in the profile to create a match for men only.':
      'Indica tu género en el perfil para crear un partido solo para hombres.',
    'Set your gender in the profile to create a match for women only.':
      'Indica tu género en el perfil para crear un partido solo para mujeres.',
    '8 to 100 visible ASCII characters': 'De 8 a 100 caracteres ASCII visibles',
    'A championship starts and ends on the hour': 'Un campeonato empieza y termina en punto',
    'Ask with Accept: text/event-stream': 'Pídelo con Accept: text/event-stream',
    'Bookings start on the hour or the half hour':
      'Las reservas empiezan a la hora en punto o a la media',
    'A length is listed twice': 'Una duración aparece dos veces',
    'The club does not sell games of this length': 'El club no vende partidos de esta duración',
    'Games at this club start on the hour': 'En este club los partidos empiezan a la hora en punto',
    'Expected HH:mm': 'Se espera HH:mm',
    'Expected YYYY-MM': 'Se espera AAAA-MM',
    'Expected an ISO 4217 currency code': 'Se espera un código de moneda ISO 4217',
    'Matches start on the hour or the half hour':
      'Los partidos empiezan a la hora en punto o a la media',
    'Outside the dates the app works with': 'Fuera de las fechas con las que trabaja la aplicación',
    'Steps of 0.1': 'En pasos de 0,1',
    'The end must come after the start': 'El final debe ser posterior al inicio',
    'The last date must not come before the first':
      'La última fecha no puede ser anterior a la primera',
    'The maximum level is below the minimum': 'El nivel máximo es inferior al mínimo',
    'Unknown IANA time zone': 'Zona horaria IANA desconocida',
    'Choose a picture': 'Elige una imagen',
    'Only padel courts are indoor, outdoor or covered':
      'Solo las pistas de pádel son interiores, exteriores o cubiertas',
    'This court has future bookings: move or cancel them first':
      'Esta pista tiene reservas futuras: muévelas o cancélalas primero',
    'That court is not free at that time': 'Esa pista no está libre a esa hora',
    "That court is not one of the club's courts of that type":
      'Esa pista no es del club o no es de ese tipo',
    'This court is retired': 'Esta pista está retirada',
    'Your share of this match is already paid': 'Tu parte de este partido ya está pagada',
    'The time to pay your share has passed and your seat was given back':
      'El plazo para pagar tu parte ha pasado y tu plaza se ha liberado',
    'The time to fill this match has passed: it takes no new players':
      'El plazo para completar este partido ha pasado: no admite nuevos jugadores',
    'You organize this match: cancel it instead': 'Organizas este partido: cancélalo en su lugar',
    'from must not be after to': 'La fecha de inicio no puede ser posterior a la de fin',
    'fromHour must come before toHour': 'La hora de inicio debe ser anterior a la de fin',
    'A night starts with four players a court': 'Una noche empieza con cuatro jugadores por pista',
    'At least four players a court': 'Al menos cuatro jugadores por pista',
    'Choose padel courts of your club': 'Elige pistas de pádel de tu club',
    'Each court once': 'Cada pista una sola vez',
    'Every place is taken; join the waitlist':
      'Todas las plazas están ocupadas; apúntate a la lista de espera',
    'Minutes 00, 15, 30 or 45': 'Minutos 00, 15, 30 o 45',
    'Only the players of this court enter its points':
      'Solo los jugadores de esta pista anotan sus puntos',
    'Places are still free: take one': 'Aún quedan plazas libres: coge una',
    'Some games of this round have no points yet':
      'Algunos partidos de esta ronda aún no tienen puntos',
    'That time does not exist on that day': 'Esa hora no existe ese día',
    'The night starts later than now': 'La noche debe empezar más tarde que ahora',
    'This night has already started': 'Esta noche ya ha empezado',
    'This night is already cancelled': 'Esta noche ya está cancelada',
    'This night is not being played': 'Esta noche no se está jugando',
    'This round is over': 'Esta ronda ha terminado',
    'You already have a place at this night': 'Ya tienes plaza en esta noche',
  },
  patterns: withPatterns({
    cancelNotice: 'Una reserva se puede cancelar hasta $1 horas antes de empezar',
    matchHours: 'Un partido se juega entre las $1:00 y las $2:00, hora del club',
    seasonDays: 'Una temporada dura como mucho $1 días',
    horizon: 'Las reservas se abren con hasta $1 días de antelación',
    noCourt: 'No hay ninguna pista de ese tipo libre a esa hora',
    seatsLeft: 'Solo quedan $1 plazas libres: pide con $2 compañeros como máximo',
    bornAfter: 'Este campeonato es para jugadores nacidos en $1 o después',
    coins: 'Cuesta $1 monedas; tienes $2.',
    cashLimit: 'Ya tienes $1 reservas próximas para pagar en efectivo en $2 (como máximo $3)',
    holdLimit:
      'Tienes $1 reservas sin pagar esperando el pago; paga o cancela una primero (como máximo $2)',
    rateLimit: 'Demasiadas peticiones; vuelve a intentarlo en $1',
    seatCancelNotice: 'Una plaza se puede cancelar hasta $1 horas antes de la sesión',
    matchSeatNotice: 'Una plaza se puede dejar hasta $1 horas antes del partido',
    courtTakenOn: 'La pista está ocupada el $1; elige otra pista u otra hora',
    cashBlocked:
      'No acudiste a $1 reservas que ibas a pagar en el club en los últimos $2 días, así que no puedes pagar en efectivo hasta el $3; paga en línea o con monedas',
    seatedPlayers:
      'Reservar $1 dejaría sin plaza a un jugador que ya la tiene: reserva $2 como máximo',
    championshipDays: 'Un campeonato dura como máximo $1 días',
    unexpectedFile: 'Campo de archivo inesperado: $1',
    menOnlyNoGender:
      'Este partido es solo para hombres. $1 no tiene el género indicado: debe indicarlo en su perfil para pedir unirse.',
    womenOnlyNoGender:
      'Este partido es solo para mujeres. $1 no tiene el género indicado: debe indicarlo en su perfil para pedir unirse.',
    menOnly: 'Este partido es solo para hombres: $1 no puede unirse; pide con otro compañero.',
    womenOnly: 'Este partido es solo para mujeres: $1 no puede unirse; pide con otra compañera.',
    seatedMenOnly: '$1 ocupa una plaza, así que el partido no puede ser solo para hombres.',
    seatedWomenOnly: '$1 ocupa una plaza, así que el partido no puede ser solo para mujeres.',
    reportDays: 'Un informe abarca como máximo $1 días',
    padelCapacity: 'Una pista de pádel admite $1 jugadores',
    footballCapacity: 'Un campo de fútbol admite $1 jugadores',
    noRoute: 'No hay ninguna ruta para $1 $2',
    closedFor: 'Cerrado: $1',
    closureDays: 'Un cierre dura como máximo $1 días',
    placeCancelNotice: 'Una plaza se puede devolver hasta $1 horas antes de la noche',
    socialPoints: 'Los puntos de las dos parejas suman $1',
    socialCourtTaken: '$1 está ocupada durante la noche',
    knockoutTeams: 'La eliminatoria toma de 2 a $1 equipos de los grupos',
    fixtureCourtTaken: '$1 está ocupada a esa hora',
    memberPercent: 'Un porcentaje de $1 a $2',
  }),
  things: {
    'Staff member': 'Miembro del personal',
    Team: 'Equipo',
    'Result proposal': 'Propuesta de resultado',
    Fixture: 'Partido',
    Season: 'Temporada',
    Message: 'Mensaje',
    Chat: 'Chat',
    Closure: 'Cierre',
    'Club application': 'Solicitud del club',
    Account: 'Cuenta',
    Invitation: 'Invitación',
    Booking: 'Reserva',
    Championship: 'Campeonato',
    Checkout: 'Pago',
    Club: 'Club',
    'Coin pack': 'Paquete de monedas',
    Court: 'Pista',
    Series: 'Serie',
    Favorite: 'Favorito',
    Match: 'Partido',
    'Match result': 'Resultado del partido',
    'Match request': 'Solicitud de partido',
    Payment: 'Pago',
    Receipt: 'Recibo',
    Picture: 'Imagen',
    Player: 'Jugador',
    'Price of this court': 'Precio de esta pista',
    Request: 'Solicitud',
    User: 'Usuario',
    Activity: 'Actividad',
    'Championships of this user': 'Campeonatos de este usuario',
    Seat: 'Plaza',
    Share: 'Parte del partido',
    Event: 'Evento',
    Game: 'Partido',
    Place: 'Plaza',
    Category: 'Categoría',
    Customer: 'Cliente',
    Membership: 'Membresía',
    Plan: 'Plan',
  },
  notFound: '{thing}: no encontrado',
};
