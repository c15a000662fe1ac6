/**
 * A language's translations of the server's messages. The English text is the key, so a
 * message written anywhere (a domain error, a schema's refusal) is translated here without a
 * code of its own; a message not listed goes out in English.
 */
export interface MessageCatalogue {
  /** Messages without figures, by their English text. */
  exact: Record<string, string>;
  /** Messages with figures: the English pattern and the translation, $1… for its groups. */
  patterns: ReadonlyArray<readonly [RegExp, string]>;
  /** What "<thing> not found" names, by its English word. */
  things: Record<string, string>;
  /** "<thing> not found", with {thing} in it. */
  notFound: string;
}

/** English messages with figures, shared by every catalogue (same order, same groups). */
export const patternsEn = {
  cancelNotice: /^A booking can be cancelled up to (\d+) hours before it starts$/,
  matchHours: /^A match plays between (\d+):00 and (\d+):00, club time$/,
  horizon: /^Bookings open up to (\d+) days ahead$/,
  seasonDays: /^A season is at most (\d+) days$/,
  noCourt: /^No (indoor|outdoor|covered) court is free at that time$/,
  seatsLeft: /^Only (\d+) seats? (?:is|are) free: ask with at most (\d+) partners?$/,
  bornAfter: /^This championship is for players born in (\d+) or later$/,
  coins: /^This costs (\d+) coins; you have (\d+)\.$/,
  cashLimit: /^You already have (\d+) upcoming bookings to pay in cash at (.+) \(at most (\d+)\)$/,
  holdLimit:
    /^You have (\d+) unpaid bookings waiting for payment; pay or cancel one first \(at most (\d+)\)$/,
  rateLimit: /^Rate limit exceeded, retry in (.+)$/,
  seatCancelNotice: /^A seat can be cancelled up to (\d+) hours before the session$/,
  matchSeatNotice: /^A seat can be given back up to (\d+) hours before the match$/,
  courtTakenOn: /^The court is taken on (.+); choose another court or time$/,
  cashBlocked:
    /^You did not come to (\d+) bookings you were to pay at the club in the last (\d+) days, so paying in cash is not offered to you until (.+); pay online or with coins$/,
  seatedPlayers:
    /^Reserving (\d+) would leave a seated player without a seat: reserve at most (\d+)$/,
  championshipDays: /^A championship lasts (\d+) days at most$/,
  unexpectedFile: /^Unexpected file field (.+)$/,
  menOnlyNoGender:
    /^This match is for men only\. (.+) has no gender set: set it in the profile to ask to join\.$/,
  womenOnlyNoGender:
    /^This match is for women only\. (.+) has no gender set: set it in the profile to ask to join\.$/,
  menOnly: /^This match is for men only: (.+) cannot join it; ask with another partner\.$/,
  womenOnly: /^This match is for women only: (.+) cannot join it; ask with another partner\.$/,
  seatedMenOnly: /^(.+) holds a seat, so the match cannot be for men only\.$/,
  seatedWomenOnly: /^(.+) holds a seat, so the match cannot be for women only\.$/,
  reportDays: /^A report covers at most (\d+) days$/,
  padelCapacity: /^A padel court holds ([\d, ]+) players$/,
  footballCapacity: /^A football court holds ([\d, ]+) players$/,
  noRoute: /^No route for ([A-Z]+) (.+)$/,
  closedFor: /^Closed: (.+)$/,
  closureDays: /^A closure lasts (\d+) days at most$/,
  placeCancelNotice: /^A place can be given back up to (\d+) hours before the night$/,
  socialPoints: /^The points of both pairs add up to (\d+)$/,
  socialCourtTaken: /^(.+) is taken during the night$/,
  knockoutTeams: /^The knockout takes 2 to (\d+) teams from the groups$/,
  fixtureCourtTaken: /^(.+) is taken at that time$/,
  memberPercent: /^A percent from (\d+) to (\d+)$/,
} as const;
export type PatternName = keyof typeof patternsEn;

/** A catalogue's figure messages, written against the English patterns by name. */
export function withPatterns(
  translations: Record<PatternName, string>,
): ReadonlyArray<readonly [RegExp, string]> {
  return (Object.keys(patternsEn) as PatternName[]).map(
    (name) => [patternsEn[name], translations[name]] as const,
  );
}
