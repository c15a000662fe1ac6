import { z } from './zod.js';
import type { DrawFormat } from './championship-draw.js';
import { defaultPointsRule, type PointsRule } from './championship-standings.js';

/** A knockout holds at most this many teams, the largest draw the championship page shows. */
export const maxBracketTeams = 32;

const count = (max: number) => z.number().int().min(1).max(max);

/**
 * How a championship is played, as the owner chooses it. Whether the teams fill the groups is
 * known only once they are accepted, so the draw checks that; here, what holds for any count.
 */
export const championshipFormatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('league'), legs: z.union([z.literal(1), z.literal(2)]) }),
  z
    .object({
      kind: z.literal('groups'),
      groups: count(maxBracketTeams / 2),
      advancePerGroup: count(maxBracketTeams),
    })
    .refine(
      ({ groups, advancePerGroup }) => {
        const qualifiers = groups * advancePerGroup;
        return qualifiers >= 2 && qualifiers <= maxBracketTeams;
      },
      {
        path: ['advancePerGroup'],
        message: `The knockout takes 2 to ${maxBracketTeams} teams from the groups`,
      },
    ),
  z.object({ kind: z.literal('knockout'), seeding: z.enum(['order', 'drawn']) }),
]) satisfies z.ZodType<DrawFormat>;
export type ChampionshipFormat = z.infer<typeof championshipFormatSchema>;

const points = z.number().int().min(0).max(10);

/** Points per win, draw and loss: a win worth more than a loss, a draw in between. */
export const pointsRuleSchema = z
  .object({ win: points, draw: points, loss: points })
  .refine((rule) => rule.win > rule.loss && rule.win >= rule.draw && rule.draw >= rule.loss, {
    message: 'A win is worth more than a loss, and a draw no more than a win nor less than a loss',
  }) satisfies z.ZodType<PointsRule>;

/** The owner's choice of format and points; points are 3/1/0 unless chosen. */
export const championshipFormatChoiceSchema = z.object({
  format: championshipFormatSchema,
  points: pointsRuleSchema.default({ ...defaultPointsRule }),
});
export type ChampionshipFormatChoice = z.infer<typeof championshipFormatChoiceSchema>;
export type ChampionshipFormatChoiceBody = z.input<typeof championshipFormatChoiceSchema>;
