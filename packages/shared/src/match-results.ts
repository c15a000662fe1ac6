import { z } from './zod.js';
import { matchPlayerSchema } from './matches.js';
import { matchOutcome, maxSetGames, type ScoreProblem } from './padel-score.js';

/** The refusal of each score problem, as the API words it (translated by the server). */
export const scoreProblemMessages: Record<ScoreProblem, string> = {
  unfinished_set: 'Each set goes to 6 games with two clear, or 7-5, or 7-6',
  undecided_match: 'A match is best of three sets: it ends when a pair wins two',
};

export const setScoreSchema = z.object({
  a: z.number().int().min(0).max(maxSetGames),
  b: z.number().int().min(0).max(maxSetGames),
});

/** The sets of a finished match, checked against the padel rules (padel-score.ts). */
export const resultSetsSchema = z
  .array(setScoreSchema)
  .min(2)
  .max(3)
  .superRefine((sets, context) => {
    const outcome = matchOutcome(sets);
    if ('problem' in outcome)
      context.addIssue({ code: 'custom', message: scoreProblemMessages[outcome.problem] });
  });

/** A player of the match records its result: the games of each set, pair A first. */
export const matchResultBodySchema = z.object({ sets: resultSetsSchema });
export type MatchResultBody = z.infer<typeof matchResultBodySchema>;

/**
 * The club owner decides a disputed result: it stands (as recorded, or with the sets the
 * owner writes), or it is void and moves no level.
 */
export const resultDecisionBodySchema = z.object({
  decision: z.enum(['confirm', 'void']),
  sets: resultSetsSchema.optional(),
});
export type ResultDecisionBody = z.infer<typeof resultDecisionBodySchema>;

export const resultStatuses = ['pending', 'confirmed', 'disputed', 'void'] as const;
export type ResultStatus = (typeof resultStatuses)[number];

const resultPlayerSchema = matchPlayerSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  photo: true,
});

export const matchResultSchema = z.object({
  matchId: z.string(),
  startsAt: z.string(),
  clubName: z.string(),
  timeZone: z.string(),
  sets: z.array(setScoreSchema),
  winner: z.enum(['a', 'b']),
  /** Pair A held seats 0 and 1, pair B seats 2 and 3. */
  pairs: z.object({ a: z.array(resultPlayerSchema), b: z.array(resultPlayerSchema) }),
  status: z.enum(resultStatuses),
  /** How it came to stand: the other pair confirmed, 48 hours passed, or the owner decided. */
  settledBy: z.enum(['pair', 'time', 'owner']).nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** Until when the other pair may confirm or dispute it; unanswered, it stands then. */
  answerDueAt: z.string(),
  /** Whether the caller is of the other pair and may still confirm or dispute it. */
  canAnswer: z.boolean(),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

/** A match's result as its details show it. */
export const matchResultViewSchema = z.object({
  result: matchResultSchema.nullable(),
  /** The caller played in the match, it has ended and no result is recorded yet. */
  canRecord: z.boolean(),
});
export type MatchResultView = z.infer<typeof matchResultViewSchema>;

export const disputedResultListSchema = z.array(matchResultSchema);

/** A player's padel level: where it stands, how sure it is, how it moved, what moved it. */
export const playerLevelSchema = z.object({
  level: z.number().nullable(),
  /** 0 to 100: how sure the level is; it grows with every confirmed match. */
  reliability: z.number().int().min(0).max(100),
  confirmedMatches: z.number().int(),
  /** The level after each confirmed match, oldest first. */
  history: z.array(z.object({ at: z.string(), level: z.number() })),
  /** The last ten results that stand, newest first. */
  results: z.array(matchResultSchema),
});
export type PlayerLevel = z.infer<typeof playerLevelSchema>;
