import type { PeakPrice } from '@courtside/shared';
import { LRUCache } from 'lru-cache';
import type { CourtWithClub } from './clubs.repo.js';
import type { Deps } from './court-details.js';
import { applicablePrice } from './pricing.js';

/** A court, its club and the price of 60 minutes there: what a booking needs to be placed. */
export interface BookingPlace extends CourtWithClub {
  price: { amount: number; currency: string; peaks: PeakPrice[] } | null;
}

/**
 * Every booking reads its court, club and prices, which change only when their owner edits
 * them: a place is kept for a second at most, and an edit or retirement on any server process
 * has every process drop it, the signal handed to them all before its owner is answered
 * (placesChanged, through the notification channel). A booking priced from a place kept from
 * before a change its process has not heard of yet is refused by its claim and read again.
 */
const placeTtlMs = 1_000;

export function createBookingPlaces(clubs: Deps['clubs'], placesChanged: () => Promise<void>) {
  const places = new LRUCache<string, BookingPlace>({ max: 2_000, ttl: placeTtlMs });
  return {
    /**
     * A court or its prices changed here: dropped here now, and on every other process by the
     * time this settles.
     */
    async forget(courtId: string): Promise<void> {
      places.delete(courtId);
      await placesChanged();
    },

    /** Drops every court kept: one changed on another server process. */
    forgetAll: () => places.clear(),

    /** A court with its club and its price per hour; null when there is no such court. */
    async of(courtId: string): Promise<BookingPlace | null> {
      return places.get(courtId) ?? readAgain(courtId);
    },

    /**
     * The court read again, and kept: what this process kept is older than a change its
     * owner made on another process, whose signal has not arrived yet.
     */
    readAgain,
  };

  async function readAgain(courtId: string): Promise<BookingPlace | null> {
    const found = await clubs.courtWithPrices(courtId);
    if (!found) return null;
    const price = applicablePrice(found.place.court, found.prices);
    const { amount_per_hour: amount, currency, peaks } = price ?? {};
    const place = {
      ...found.place,
      price: price ? { amount: amount!, currency: currency!, peaks: peaks! } : null,
    };
    places.set(courtId, place);
    return place;
  }
}
