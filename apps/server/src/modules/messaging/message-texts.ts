import type { ServerLanguage } from '#server/lib/messages/translate.js';

/** What a message says: an e-mail's subject and its plain text (an SMS sends the text). */
export interface MessageText {
  subject: string;
  text: string;
}

/** A booking as a message names it: the club, the court and when, in the club's time. */
export interface BookingFacts {
  club: string;
  court: string;
  /** The club's local date and hour, e.g. 2026-12-01 18:00. */
  when: string;
  /** Who booked, in a message to the club's owner. */
  player: string;
}

/** A club's application approved: the owner's link to set a password, when they were invited. */
export interface ApprovedApplication {
  club: string;
  invitationUrl: string | null;
}

const appName = 'Courtside';
const minutes = 10;

type Texts = {
  resetCode: (code: string) => MessageText;
  emailCode: (code: string) => MessageText;
  bookingConfirmed: (booking: BookingFacts) => MessageText;
  bookingCancelled: (booking: BookingFacts) => MessageText;
  clubBookingMade: (booking: BookingFacts) => MessageText;
  clubBookingCancelled: (booking: BookingFacts) => MessageText;
  clubApplicationApproved: (answer: ApprovedApplication) => MessageText;
  clubApplicationDeclined: (answer: { club: string; reason: string }) => MessageText;
};

const english: Texts = {
  resetCode: (code) => ({
    subject: `${appName}: your password reset code`,
    text: `Your ${appName} code to set a new password is ${code}. It works for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  }),
  emailCode: (code) => ({
    subject: `${appName}: verify your e-mail address`,
    text: `Your ${appName} code to verify this e-mail address is ${code}. It works for ${minutes} minutes. If you did not ask for it, ignore this message.`,
  }),
  bookingConfirmed: ({ club, court, when }) => ({
    subject: `${appName}: booking confirmed at ${club}`,
    text: `Your booking at ${club} is confirmed: ${court}, ${when} (club time).\n\nYou can turn these e-mails off in ${appName}: Menu, Notification.`,
  }),
  bookingCancelled: ({ club, court, when }) => ({
    subject: `${appName}: booking cancelled at ${club}`,
    text: `Your booking at ${club} was cancelled: ${court}, ${when} (club time).\n\nYou can turn these e-mails off in ${appName}: Menu, Notification.`,
  }),
  clubBookingMade: ({ club, court, when, player }) => ({
    subject: `${appName}: new booking at ${club}`,
    text: `${player} booked ${court} at ${club}: ${when} (club time).\n\nYou can turn these e-mails off in ${appName}: Menu, Notification.`,
  }),
  clubBookingCancelled: ({ club, court, when, player }) => ({
    subject: `${appName}: booking cancelled at ${club}`,
    text: `${player} cancelled their booking of ${court} at ${club}: ${when} (club time). The hours are free again.\n\nYou can turn these e-mails off in ${appName}: Menu, Notification.`,
  }),
  clubApplicationApproved: ({ club, invitationUrl }) => ({
    subject: `${appName}: ${club} is on ${appName}`,
    text: invitationUrl
      ? `Your application is approved: ${club} is open on ${appName} and you are its owner. Set your password on this link (it works once, for 7 days): ${invitationUrl}`
      : `Your application is approved: ${club} is open on ${appName} and you are its owner. Sign in to set up its courts and prices.`,
  }),
  clubApplicationDeclined: ({ club, reason }) => ({
    subject: `${appName}: your application for ${club}`,
    text: `Your application to list ${club} on ${appName} was declined. The reason: ${reason}`,
  }),
};

const arabic: Texts = {
  resetCode: (code) => ({
    subject: `${appName}: رمز إعادة تعيين كلمة المرور`,
    text: `رمزك في ${appName} لتعيين كلمة مرور جديدة هو ${code}. يعمل لمدة ${minutes} دقائق. إن لم تطلبه فتجاهل هذه الرسالة: كلمة مرورك تبقى كما هي.`,
  }),
  emailCode: (code) => ({
    subject: `${appName}: تحقق من بريدك الإلكتروني`,
    text: `رمزك في ${appName} للتحقق من هذا البريد الإلكتروني هو ${code}. يعمل لمدة ${minutes} دقائق. إن لم تطلبه فتجاهل هذه الرسالة.`,
  }),
  bookingConfirmed: ({ club, court, when }) => ({
    subject: `${appName}: تم تأكيد الحجز في ${club}`,
    text: `تم تأكيد حجزك في ${club}: ${court}، ${when} (بتوقيت النادي).\n\nيمكنك إيقاف هذه الرسائل في ${appName}: القائمة، الإشعارات.`,
  }),
  bookingCancelled: ({ club, court, when }) => ({
    subject: `${appName}: أُلغي الحجز في ${club}`,
    text: `أُلغي حجزك في ${club}: ${court}، ${when} (بتوقيت النادي).\n\nيمكنك إيقاف هذه الرسائل في ${appName}: القائمة، الإشعارات.`,
  }),
  clubBookingMade: ({ club, court, when, player }) => ({
    subject: `${appName}: حجز جديد في ${club}`,
    text: `حجز ${player} ${court} في ${club}: ${when} (بتوقيت النادي).\n\nيمكنك إيقاف هذه الرسائل في ${appName}: القائمة، الإشعارات.`,
  }),
  clubBookingCancelled: ({ club, court, when, player }) => ({
    subject: `${appName}: أُلغي حجز في ${club}`,
    text: `ألغى ${player} حجزه لـ ${court} في ${club}: ${when} (بتوقيت النادي). أصبحت الساعات متاحة من جديد.\n\nيمكنك إيقاف هذه الرسائل في ${appName}: القائمة، الإشعارات.`,
  }),
  clubApplicationApproved: ({ club, invitationUrl }) => ({
    subject: `${appName}: ${club} على ${appName}`,
    text: invitationUrl
      ? `تمت الموافقة على طلبك: ${club} مفتوح على ${appName} وأنت مالكه. عيّن كلمة مرورك من هذا الرابط (يعمل مرة واحدة لمدة 7 أيام): ${invitationUrl}`
      : `تمت الموافقة على طلبك: ${club} مفتوح على ${appName} وأنت مالكه. سجّل الدخول لإعداد ملاعبه وأسعاره.`,
  }),
  clubApplicationDeclined: ({ club, reason }) => ({
    subject: `${appName}: طلبك بشأن ${club}`,
    text: `رُفض طلبك لإدراج ${club} على ${appName}. السبب: ${reason}`,
  }),
};

const spanish: Texts = {
  resetCode: (code) => ({
    subject: `${appName}: tu código para restablecer la contraseña`,
    text: `Tu código de ${appName} para crear una contraseña nueva es ${code}. Sirve durante ${minutes} minutos. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.`,
  }),
  emailCode: (code) => ({
    subject: `${appName}: verifica tu correo`,
    text: `Tu código de ${appName} para verificar este correo es ${code}. Sirve durante ${minutes} minutos. Si no lo pediste, ignora este mensaje.`,
  }),
  bookingConfirmed: ({ club, court, when }) => ({
    subject: `${appName}: reserva confirmada en ${club}`,
    text: `Tu reserva en ${club} está confirmada: ${court}, ${when} (hora del club).\n\nPuedes desactivar estos correos en ${appName}: Menú, Notificaciones.`,
  }),
  bookingCancelled: ({ club, court, when }) => ({
    subject: `${appName}: reserva cancelada en ${club}`,
    text: `Tu reserva en ${club} se canceló: ${court}, ${when} (hora del club).\n\nPuedes desactivar estos correos en ${appName}: Menú, Notificaciones.`,
  }),
  clubBookingMade: ({ club, court, when, player }) => ({
    subject: `${appName}: nueva reserva en ${club}`,
    text: `${player} reservó ${court} en ${club}: ${when} (hora del club).\n\nPuedes desactivar estos correos en ${appName}: Menú, Notificaciones.`,
  }),
  clubBookingCancelled: ({ club, court, when, player }) => ({
    subject: `${appName}: reserva cancelada en ${club}`,
    text: `${player} canceló su reserva de ${court} en ${club}: ${when} (hora del club). Las horas vuelven a estar libres.\n\nPuedes desactivar estos correos en ${appName}: Menú, Notificaciones.`,
  }),
  clubApplicationApproved: ({ club, invitationUrl }) => ({
    subject: `${appName}: ${club} ya está en ${appName}`,
    text: invitationUrl
      ? `Tu solicitud está aprobada: ${club} está abierto en ${appName} y tú eres su propietario. Crea tu contraseña en este enlace (sirve una vez, durante 7 días): ${invitationUrl}`
      : `Tu solicitud está aprobada: ${club} está abierto en ${appName} y tú eres su propietario. Inicia sesión para preparar sus pistas y precios.`,
  }),
  clubApplicationDeclined: ({ club, reason }) => ({
    subject: `${appName}: tu solicitud para ${club}`,
    text: `Tu solicitud para publicar ${club} en ${appName} fue rechazada. El motivo: ${reason}`,
  }),
};

const byLanguage: Record<ServerLanguage, Texts> = { en: english, ar: arabic, es: spanish };

/** The messages in the language; one the app does not speak reads English. */
export function messageTexts(language: string | null): Texts {
  return byLanguage[(language ?? 'en') as ServerLanguage] ?? english;
}
