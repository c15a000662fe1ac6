import { slotPrice, utcToClubLocal } from '@courtside/shared';
import type { BookingPlace, ClubsService } from '#server/modules/clubs/clubs.service.js';
import type { ShareMatch } from './match-shares-deps.js';

/**
 * What the court costs for a match's hours: each half hour at half its hour's price, peak prices included
 * (slotPrice, the function bookings are priced with); nothing when the club set no price.
 */
export function matchCourtPrice(
  place: BookingPlace,
  match: { startsAt: string; durationMinutes: number },
) {
  const currency = place.price?.currency ?? place.club.currency;
  if (!place.price) return { amount: 0, currency, priced: false };
  const local = utcToClubLocal(match.startsAt, place.club.time_zone);
  const amount = slotPrice(
    { price: place.price.amount, peaks: place.price.peaks },
    { date: local.date, start: local.hour * 60 + local.minute, duration: match.durationMinutes },
  );
  return { amount, currency, priced: true };
}

/** A match's court and its price for the match's hours; null once the court is gone. */
export async function courtPriceOf(
  clubs: Pick<ClubsService, 'bookingPlace'>,
  match: Pick<ShareMatch, 'court_id' | 'starts_at' | 'duration_minutes'>,
) {
  if (!match.court_id) return null;
  const place = await clubs.bookingPlace(match.court_id);
  if (!place) return null;
  const slot = { startsAt: match.starts_at, durationMinutes: match.duration_minutes };
  return { court: place.court, ...matchCourtPrice(place, slot) };
}
