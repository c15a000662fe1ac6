import {
  basisPointsToPercent,
  percentToBasisPoints,
  type BookingWindow,
  type CancellationRule,
  type ClubSaleTerms,
  type ClubTax,
} from '@courtside/shared';
import type { ClubAccess } from './club-access.js';
import { toCancellationRule, toClubSaleTerms } from './clubs.mapper.js';
import type { ClubsRepo } from './clubs.repo.js';

interface Deps {
  access: ClubAccess;
  clubs: Pick<ClubsRepo, 'setCancellationRule' | 'setBookingWindow' | 'setSaleTerms' | 'setTax'>;
  /** Drops the courts this process keeps (they carry their club's terms to the checkout). */
  placesChanged: () => void;
  /** Tells every other process to drop theirs. */
  deps: { placesChanged(): Promise<void> };
}

/**
 * The terms a club sells its court time on, as its owner reads and sets them: its
 * cancellation rule, how many days ahead it opens its courts and, per sport, the game lengths and start times on sale
 * (docs/decisions.md). A change applies from now on; every process drops the courts it keeps,
 * so the booking screens and the checkout show it at once.
 */
export function createClubTerms({ access, clubs, placesChanged, deps }: Deps) {
  async function changed() {
    placesChanged();
    await deps.placesChanged();
  }

  return {
    /** The cancellation rule of the club the owner runs. */
    async cancellationRule(ownerId: string): Promise<CancellationRule> {
      return toCancellationRule(await access.clubRunBy(ownerId, 'bookings'));
    },

    /** Sets it; it applies to every cancellation from now on, bookings already made included. */
    async setCancellationRule(ownerId: string, rule: CancellationRule): Promise<CancellationRule> {
      const club = await access.clubRunBy(ownerId, 'courts');
      await clubs.setCancellationRule(club.id, rule);
      await changed();
      return rule;
    },

    /** How many days ahead the club the owner runs opens its courts to players. */
    async bookingWindow(ownerId: string): Promise<BookingWindow> {
      return { days: (await access.clubRunBy(ownerId, 'bookings')).booking_window_days };
    },

    /** Sets it; bookings already made beyond a shorter window stay. */
    async setBookingWindow(ownerId: string, window: BookingWindow): Promise<BookingWindow> {
      const club = await access.clubRunBy(ownerId, 'courts');
      await clubs.setBookingWindow(club.id, window.days);
      await changed();
      return window;
    },

    /** What the owner's club prints on its receipts: its tax id and the rate in its prices. */
    async tax(ownerId: string): Promise<ClubTax> {
      const club = await access.clubRunBy(ownerId, 'reports');
      return { taxId: club.tax_id, taxRate: basisPointsToPercent(club.tax_rate_bp) };
    },

    /** Sets them; receipts already issued keep what they said (docs/decisions.md, "Receipts"). */
    async setTax(ownerId: string, tax: ClubTax): Promise<ClubTax> {
      const club = await access.clubRunBy(ownerId, 'reports');
      const taxId = tax.taxId?.trim() ? tax.taxId.trim() : null;
      await clubs.setTax(club.id, { taxId, rateBasisPoints: percentToBasisPoints(tax.taxRate) });
      return { taxId, taxRate: tax.taxRate };
    },

    /** What the owner's club sells of each sport. */
    async saleTerms(ownerId: string): Promise<ClubSaleTerms> {
      return toClubSaleTerms(await access.clubRunBy(ownerId, 'bookings'));
    },

    /** Sets them; bookings already made keep their lengths and starts. */
    async setSaleTerms(ownerId: string, terms: ClubSaleTerms): Promise<ClubSaleTerms> {
      const club = await access.clubRunBy(ownerId, 'courts');
      await clubs.setSaleTerms(club.id, terms);
      await changed();
      return toClubSaleTerms(await access.clubRunBy(ownerId, 'courts'));
    },
  };
}
