import type { AdminClub } from '@courtside/shared';
import type { ClubRecord } from '#server/modules/clubs/clubs.service.js';
import { noPasswordYet } from './club-owners.js';

/** A club as the admin's screens show it, and as the audit log keeps it before and after. */
export function toAdminClub(record: ClubRecord): AdminClub {
  const ownerName = [record.owner_first_name, record.owner_last_name].filter(Boolean).join(' ');
  return {
    id: record.id,
    name: record.name,
    address: record.address,
    latitude: record.latitude,
    longitude: record.longitude,
    timeZone: record.time_zone,
    currency: record.currency,
    photo: record.photo,
    sports: record.sports,
    courts: record.courts,
    suspendedAt: record.suspended_at,
    owner: {
      id: record.owner_id,
      name: ownerName,
      username: record.owner_username,
      invited: record.owner_password_hash === noPasswordYet,
    },
    createdAt: record.created_at,
  };
}
