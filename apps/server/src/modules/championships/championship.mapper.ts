import type { Championship, ChampionshipRequest } from '@courtside/shared';
import { actsOnClub, type ClubActor } from '#server/modules/clubs/clubs.service.js';
import type { ChampionshipWithPlace, RequestWithPlayer } from './championships.repo.js';

const personOf = (row: RequestWithPlayer) => ({
  id: row.user_id,
  photo: row.photo,
  firstName: row.first_name,
  lastName: row.last_name,
});

function toRequest(row: RequestWithPlayer): ChampionshipRequest {
  return {
    id: row.id,
    isConfirmed: row.status === 'pending' ? null : row.status === 'confirmed',
    isPayed: row.paid_at ? true : null,
    phone: row.phone,
    user: { ...personOf(row), birthdate: row.birthdate },
  };
}

/** Accepted and paid: a place taken. */
export const isParticipant = (row: RequestWithPlayer) =>
  row.status === 'confirmed' && !!row.paid_at;

/**
 * SPEC 3 Champion as read, for one viewer: the club owner sees every request and every
 * participant with their phone; anyone else sees only their own request and the count of
 * participants, never other players' data.
 */
export function toChampionship(
  row: ChampionshipWithPlace,
  requests: readonly RequestWithPlayer[],
  viewer: ClubActor,
): Championship {
  const isOwner = actsOnClub(
    { id: row.club_id, owner_id: row.club_owner_id },
    viewer,
    'championships',
  );
  const participants = requests.filter(isParticipant);
  const visible = isOwner ? requests : requests.filter((r) => r.user_id === viewer.id);
  return {
    id: row.id,
    name: row.name,
    from: row.starts_at,
    to: row.ends_at,
    price: row.price,
    currency: row.currency,
    maxAge: row.max_birth_year,
    description: row.description,
    sponsor: row.sponsor,
    gender: row.gender,
    inviteOnly: row.invite_only,
    participantsNumber: row.participants_number,
    registered: participants.length,
    participants: isOwner
      ? participants.map((p) => ({ ...personOf(p), phone: p.phone, birthdate: p.birthdate }))
      : [],
    request: visible.map(toRequest),
    court: {
      id: row.court_id,
      name: row.court_name,
      capacity: row.court_capacity,
      sport: row.court_sport,
    },
    club: {
      id: row.club_id,
      name: row.club_name,
      photo: row.club_photo,
      timeZone: row.club_time_zone,
      user: { id: row.club_owner_id },
    },
  };
}
