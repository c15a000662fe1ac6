import { claimDescriber } from '#server/modules/court-time/court-time.service.js';
import { createCreateSocial } from './create-social.js';
import { createEnterPoints } from './points.js';
import { placePaymentHandler } from './place-payments.js';
import { createPlaces } from './places.js';
import { createSocialReads } from './reads.js';
import { createRounds } from './rounds.js';
import type { SocialsDeps } from './socials-deps.js';
import { eventSpans } from './socials.repo.js';
import { createSocialWaitlist } from './waitlist.js';

export type { SocialsDeps } from './socials-deps.js';

/**
 * Americano and Mexicano nights: a client of court time (a night holds its courts' hours for
 * its whole window) and of payments (places are paid through them, with the handler
 * registered here), and of the live stream (every screen of a night follows its rounds).
 */
export function createSocials(deps: SocialsDeps) {
  const waitlist = createSocialWaitlist(deps);
  const places = createPlaces(deps, waitlist);
  deps.payments.registerPurpose('social', placePaymentHandler(deps, waitlist));
  deps.courtTime.describeClaims(
    'social',
    claimDescriber(
      (ids: readonly string[]) => eventSpans(deps.db, ids),
      (row) => ({ name: row.format, phone: null, startsAt: row.starts_at, endsAt: row.ends_at }),
    ),
  );
  const reads = createSocialReads(deps);
  const rounds = createRounds(deps);
  return {
    create: createCreateSocial(deps),
    list: reads.list,
    detail: reads.detail,
    join: places.join,
    wait: waitlist.wait,
    leave: places.leave,
    start: rounds.start,
    next: rounds.next,
    finish: rounds.finish,
    enterPoints: createEnterPoints(deps),
  };
}
export type Socials = ReturnType<typeof createSocials>;
