/**
 * The pages a player shares by link (issue 44): a match, a night and a championship. The app routes them at
 * these addresses, and the server answers them with a preview in the page's meta tags, so a
 * chat app shows what the link is before anyone opens it.
 */
export const sharedPagePatterns = {
  match: '/user/find-match/:id',
  night: '/user/socials/:id',
  championship: '/user/champion/:id',
} as const;
export type SharedPageKind = keyof typeof sharedPagePatterns;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const matchers = Object.entries(sharedPagePatterns).map(([kind, pattern]) => ({
  kind: kind as SharedPageKind,
  pattern: new RegExp(`^${pattern.replace(':id', `(${uuid})`)}/?$`, 'i'),
}));

/** Which shared page an address is, with its id; null for any other address. */
export function sharedPageOf(path: string): { kind: SharedPageKind; id: string } | null {
  const pathname = path.split(/[?#]/)[0]!;
  for (const { kind, pattern } of matchers) {
    const id = pattern.exec(pathname)?.[1];
    if (id) return { kind, id: id.toLowerCase() };
  }
  return null;
}

/**
 * What a shared page's preview says, as its feature reads it: whose club, when (and until
 * when) on the club's clock, and how many places are left. A feature answers null for what
 * is not shown to anyone with the link (cancelled, or a match for starred players only).
 */
export interface SharedPageFacts {
  kind: SharedPageKind;
  club: string;
  /** What it is called, when it has a name of its own (a championship). */
  name?: string;
  startsAt: string;
  timeZone: string;
  /** Seats still free; null when there is no count to tell (no limit, or entries closed). */
  placesLeft: number | null;
}
