import type { CancellationRule } from '@courtside/shared';
import type { ClubAccess } from './club-access.js';
import { toCancellationRule } from './clubs.mapper.js';
import type { ClubsRepo } from './clubs.repo.js';

interface Deps {
  access: ClubAccess;
  clubs: Pick<ClubsRepo, 'setCancellationRule'>;
  /** Drops the courts this process keeps (they carry their club's rule to the checkout). */
  placesChanged: () => void;
  /** Tells every other process to drop theirs. */
  deps: { placesChanged(): Promise<void> };
}

/** The club's cancellation rule, as its owner reads and sets it (docs/decisions.md). */
export function createCancellationRules({ access, clubs, placesChanged, deps }: Deps) {
  return {
    /** The cancellation rule of the club the owner runs. */
    async cancellationRule(ownerId: string): Promise<CancellationRule> {
      return toCancellationRule(await access.clubRunBy(ownerId, 'bookings'));
    },

    /**
     * The owner sets their club's cancellation rule; it applies to every cancellation from now
     * on, bookings already made included. Every process drops the courts it keeps, so the
     * checkout shows the new rule at once.
     */
    async setCancellationRule(ownerId: string, rule: CancellationRule): Promise<CancellationRule> {
      const club = await access.clubRunBy(ownerId, 'bookings');
      await clubs.setCancellationRule(club.id, rule);
      placesChanged();
      await deps.placesChanged();
      return rule;
    },
  };
}
