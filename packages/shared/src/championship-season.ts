import { z } from './zod.js';
import { textSchema } from './text.js';
import { idSchema } from './ids.js';
import { isoDateSchema, requestDateSchema, requestInstantSchema } from './club-time.js';
import {
  championshipFormatChoiceSchema,
  championshipFormatSchema,
  maxBracketTeams,
  pointsRuleSchema,
} from './championship-format.js';
import { teamMemberSchema } from './championship-rosters.js';
import { sportSchema } from './clubs.js';
import { resultSetsSchema, setScoreSchema } from './match-results.js';
import type { SetScore } from './padel-score.js';

/**
 * A championship that is played (issue 45): its season as the owner sets it, the fixtures
 * placed on the club's courts, the results, and the page everyone reads (teams, fixtures by
 * round, tables, top scorers, the knockout's bracket).
 */

/**
 * PUT /user/champion/{id}/season: the format and points, and the seeding. `order` lists the
 * applications (request ids) from the top seed down; those it leaves out follow in the order
 * they applied. `seeding: 'drawn'` shuffles them instead (a knockout's own `format.seeding`
 * says the same for a knockout).
 */
export const championshipSeasonBodySchema = championshipFormatChoiceSchema.extend({
  seeding: z.enum(['order', 'drawn']).default('order'),
  order: z
    .array(idSchema)
    .max(maxBracketTeams * 2)
    .optional(),
});
export type ChampionshipSeasonBody = z.input<typeof championshipSeasonBodySchema>;

/** The longest a fixture holds a court, and its unit: court time's half hour. */
export const maxFixtureMinutes = 240;
const fixtureMinutesSchema = z
  .number()
  .int()
  .min(30)
  .max(maxFixtureMinutes)
  .refine((minutes) => minutes % 30 === 0, 'A match lasts whole half hours');

/**
 * POST /user/champion/{id}/season/fixtures: the match days (club-local dates), the hours of
 * each evening (from the start hour to the end hour, club-local), a match's length and the
 * courts. The fixtures not placed yet go on the free court time, round by round.
 */
export const fixturePlanBodySchema = z
  .object({
    dates: z.array(requestDateSchema).min(1).max(60),
    fromHour: z.number().int().min(0).max(23),
    toHour: z.number().int().min(1).max(24),
    matchMinutes: fixtureMinutesSchema,
    courts: z.array(idSchema).min(1).max(16),
  })
  .refine((plan) => plan.toHour > plan.fromHour, {
    path: ['toHour'],
    message: 'The end hour comes after the start hour',
  });
export type FixturePlanBody = z.infer<typeof fixturePlanBodySchema>;

/** PATCH …/season/fixtures/{fixtureId}: the court and start it moves to; its length kept. */
export const fixtureMoveBodySchema = z.object({
  court: idSchema,
  startsAt: requestInstantSchema,
  /** Needed only for a fixture never placed; 60 if not given then. */
  minutes: fixtureMinutesSchema.optional(),
});
export type FixtureMoveBody = z.infer<typeof fixtureMoveBodySchema>;

export const fixtureParamsSchema = z.object({ id: idSchema, fixtureId: idSchema });

const goalsSchema = z.number().int().min(0).max(99);

/** One scorer as entered: a team's player by account or by name only, and their goals. */
export const fixtureScorerBodySchema = z.object({
  side: z.enum(['home', 'away']),
  playerId: idSchema.optional(),
  name: textSchema().trim().min(1).max(80),
  goals: z.number().int().min(1).max(99).default(1),
});

/**
 * PUT …/season/fixtures/{fixtureId}/result: a football score and its scorers, or a padel
 * match's sets (pair a is the home team; checked by the padel scoring rule, as players'
 * match results are); the server takes the one its championship's sport plays, and a padel
 * score is the sets each pair won.
 */
export const fixtureResultBodySchema = z
  .object({
    homeScore: goalsSchema.optional(),
    awayScore: goalsSchema.optional(),
    sets: resultSetsSchema.optional(),
    scorers: z.array(fixtureScorerBodySchema).max(99).default([]),
  })
  .superRefine((body, context) => {
    if (body.sets || (body.homeScore !== undefined && body.awayScore !== undefined)) return;
    context.addIssue({
      code: 'custom',
      path: [body.homeScore === undefined ? 'homeScore' : 'awayScore'],
      message: 'Enter both teams’ goals',
    });
  });
export type FixtureResultBody = z.input<typeof fixtureResultBodySchema>;

/** The sets each side won in a finished padel match (pair a is the home team). */
export function setsWon(sets: readonly SetScore[]): { home: number; away: number } {
  const won = { home: 0, away: 0 };
  for (const set of sets) won[set.a > set.b ? 'home' : 'away'] += 1;
  return won;
}

/** The games each side won over a padel match's sets. */
export function gamesWon(sets: readonly SetScore[]): { home: number; away: number } {
  return sets.reduce((games, set) => ({ home: games.home + set.a, away: games.away + set.b }), {
    home: 0,
    away: 0,
  });
}

/**
 * Where a side not known yet comes from: the winner of an earlier fixture (`winnerOf`, its
 * id), or the team finishing at `place` (1 = first) of group `group` (0 = the first group).
 */
export const fixtureSourceSchema = z.object({
  winnerOf: idSchema.nullable(),
  group: z.number().int().nullable(),
  place: z.number().int().nullable(),
});

export const fixtureSideSchema = z.object({
  /** Null while the side is not known yet (see `source`). */
  teamId: idSchema.nullable(),
  name: z.string().nullable(),
  source: fixtureSourceSchema.nullable(),
});

export const fixtureScorerSchema = z.object({
  teamId: idSchema,
  playerId: idSchema.nullable(),
  name: z.string(),
  goals: z.number().int(),
});

/**
 * A result a team's captain proposed: it waits for the other team's captain (`pending`, until
 * `answerDueAt`, when it stands) or, disputed, for the club's owner to enter the result. It is
 * not in the table until then.
 */
export const fixtureProposalSchema = z.object({
  /** The team whose captain proposed it. */
  by: idSchema,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  scorers: z.array(fixtureScorerSchema),
  /** A padel match's sets; null for football. */
  sets: z.array(setScoreSchema).nullable(),
  status: z.enum(['pending', 'disputed']),
  proposedAt: z.string(),
  answerDueAt: z.string(),
});
export type FixtureProposal = z.infer<typeof fixtureProposalSchema>;

export const fixtureStatusSchema = z.enum(['unscheduled', 'scheduled', 'played']);
export const fixtureStageSchema = z.enum(['league', 'groups', 'knockout']);

export const championshipFixtureSchema = z.object({
  id: idSchema,
  round: z.number().int(),
  stage: fixtureStageSchema,
  /** The group (0 = the first) of a groups-stage fixture. */
  group: z.number().int().nullable(),
  home: fixtureSideSchema,
  away: fixtureSideSchema,
  court: z.object({ id: idSchema, name: z.string() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The club-local date and 'HH:mm' times, for the page without a time zone of its own. */
  date: isoDateSchema.nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  status: fixtureStatusSchema,
  scorers: z.array(fixtureScorerSchema),
  /** A played padel match's sets (its score is the sets each pair won); null for football. */
  sets: z.array(setScoreSchema).nullable(),
  /** A captain's result waiting for an answer; null when there is none. */
  proposal: fixtureProposalSchema.nullable(),
});
export type ChampionshipFixture = z.infer<typeof championshipFixtureSchema>;

export const championshipTeamSchema = z.object({
  id: idSchema,
  name: z.string(),
  captainId: idSchema,
  seed: z.number().int(),
  group: z.number().int().nullable(),
  /** The roster's players besides the captain, by account or by name only. */
  members: z.array(teamMemberSchema),
});

export const standingRowSchema = z.object({
  team: idSchema,
  name: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  for: z.number().int(),
  against: z.number().int(),
  difference: z.number().int(),
  /** Padel: the games won and lost (for and against are sets); 0 for football. */
  gamesFor: z.number().int(),
  gamesAgainst: z.number().int(),
  points: z.number().int(),
});

export const topScorerSchema = z.object({
  playerId: idSchema.nullable(),
  name: z.string(),
  team: idSchema,
  goals: z.number().int(),
});

/** GET /user/champion/{id}/season: the whole season as its page shows it. */
export const championshipSeasonSchema = z.object({
  championshipId: idSchema,
  name: z.string(),
  timeZone: z.string(),
  /** Football (goals, scorers) or padel (pairs, sets and games). */
  sport: sportSchema,
  format: championshipFormatSchema,
  points: pointsRuleSchema,
  /** May the reader set the season, place fixtures and enter results (the club's owner). */
  canManage: z.boolean(),
  teams: z.array(championshipTeamSchema),
  rounds: z.array(
    z.object({
      round: z.number().int(),
      stage: fixtureStageSchema,
      fixtures: z.array(championshipFixtureSchema),
    }),
  ),
  /** One table for a league, one per group (group 0 first) for groups; none for a knockout. */
  tables: z.array(
    z.object({ group: z.number().int().nullable(), rows: z.array(standingRowSchema) }),
  ),
  topScorers: z.array(topScorerSchema),
  /** The knockout's rounds, by fixture id, first round first; null without a knockout. */
  bracket: z
    .object({
      size: z.number().int(),
      rounds: z.array(z.object({ round: z.number().int(), fixtureIds: z.array(idSchema) })),
    })
    .nullable(),
});
export type ChampionshipSeason = z.infer<typeof championshipSeasonSchema>;

/** Why a fixture was not placed: no free court time left on the days given. */
export const fixtureNotPlacedReasons = ['no_free_time'] as const;

/** POST …/season/fixtures: what was placed where, and what did not fit. */
export const fixturePlacementSchema = z.object({
  placed: z.array(
    z.object({
      fixtureId: idSchema,
      round: z.number().int(),
      court: z.object({ id: idSchema, name: z.string() }),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
  ),
  notPlaced: z.array(
    z.object({
      fixtureId: idSchema,
      round: z.number().int(),
      reason: z.enum(fixtureNotPlacedReasons),
      message: z.string(),
    }),
  ),
});
export type FixturePlacement = z.infer<typeof fixturePlacementSchema>;

/**
 * GET /user/me/fixtures: the next matches of the teams the player plays in, soonest first, for
 * the home and My Booking; each opens its championship's page.
 */
export const myFixtureSchema = z.object({
  fixtureId: idSchema,
  championshipId: idSchema,
  championship: z.string(),
  home: z.string(),
  away: z.string(),
  /** The reader's side. */
  side: z.enum(['home', 'away']),
  court: z.string(),
  club: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
});
export type MyFixture = z.infer<typeof myFixtureSchema>;
export const myFixtureListSchema = z.array(myFixtureSchema);
