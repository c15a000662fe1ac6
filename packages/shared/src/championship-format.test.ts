import { describe, expect, it } from 'vitest';
import { drawChampionship } from './championship-draw.js';
import {
  championshipFormatChoiceSchema,
  championshipFormatSchema,
  pointsRuleSchema,
} from './championship-format.js';

const accepts = (value: unknown) => championshipFormatSchema.safeParse(value).success;

describe('championshipFormatSchema', () => {
  it('takes each of the three formats', () => {
    expect(accepts({ kind: 'league', legs: 1 })).toBe(true);
    expect(accepts({ kind: 'league', legs: 2 })).toBe(true);
    expect(accepts({ kind: 'groups', groups: 4, advancePerGroup: 2 })).toBe(true);
    expect(accepts({ kind: 'groups', groups: 1, advancePerGroup: 4 })).toBe(true);
    expect(accepts({ kind: 'knockout', seeding: 'order' })).toBe(true);
    expect(accepts({ kind: 'knockout', seeding: 'drawn' })).toBe(true);
  });

  it('refuses legs other than one or two, and unknown kinds or seedings', () => {
    expect(accepts({ kind: 'league', legs: 3 })).toBe(false);
    expect(accepts({ kind: 'league', legs: '2' })).toBe(false);
    expect(accepts({ kind: 'league' })).toBe(false);
    expect(accepts({ kind: 'swiss', rounds: 5 })).toBe(false);
    expect(accepts({ kind: 'knockout', seeding: 'random' })).toBe(false);
  });

  it('refuses groups that cannot lead to a knockout of 2 to 32 teams', () => {
    expect(accepts({ kind: 'groups', groups: 0, advancePerGroup: 2 })).toBe(false);
    expect(accepts({ kind: 'groups', groups: 2.5, advancePerGroup: 2 })).toBe(false);
    expect(accepts({ kind: 'groups', groups: 1, advancePerGroup: 1 })).toBe(false);
    expect(accepts({ kind: 'groups', groups: 8, advancePerGroup: 4 })).toBe(true);
    expect(accepts({ kind: 'groups', groups: 8, advancePerGroup: 5 })).toBe(false);
    const refused = championshipFormatSchema.safeParse({
      kind: 'groups',
      groups: 1,
      advancePerGroup: 1,
    });
    expect(refused.error?.issues[0]?.path).toEqual(['advancePerGroup']);
  });

  it('gives the draw what it takes', () => {
    const format = championshipFormatSchema.parse({
      kind: 'groups',
      groups: 2,
      advancePerGroup: 2,
    });
    const teams = Array.from({ length: 8 }, (_, i) => `t${i + 1}`);
    expect(drawChampionship(teams, format).bracketSize).toBe(4);
  });
});

describe('pointsRuleSchema', () => {
  it('takes the usual rules', () => {
    expect(pointsRuleSchema.safeParse({ win: 3, draw: 1, loss: 0 }).success).toBe(true);
    expect(pointsRuleSchema.safeParse({ win: 2, draw: 1, loss: 0 }).success).toBe(true);
    expect(pointsRuleSchema.safeParse({ win: 3, draw: 3, loss: 0 }).success).toBe(true);
  });

  it('refuses a rule where winning does not pay, or a draw out of order', () => {
    expect(pointsRuleSchema.safeParse({ win: 1, draw: 1, loss: 1 }).success).toBe(false);
    expect(pointsRuleSchema.safeParse({ win: 1, draw: 2, loss: 0 }).success).toBe(false);
    expect(pointsRuleSchema.safeParse({ win: 3, draw: 0, loss: 1 }).success).toBe(false);
    expect(pointsRuleSchema.safeParse({ win: 3, draw: 1, loss: -1 }).success).toBe(false);
    expect(pointsRuleSchema.safeParse({ win: 3.5, draw: 1, loss: 0 }).success).toBe(false);
    expect(pointsRuleSchema.safeParse({ win: 11, draw: 1, loss: 0 }).success).toBe(false);
  });
});

describe('championshipFormatChoiceSchema', () => {
  it('counts 3/1/0 unless the owner chose other points', () => {
    expect(championshipFormatChoiceSchema.parse({ format: { kind: 'league', legs: 2 } })).toEqual({
      format: { kind: 'league', legs: 2 },
      points: { win: 3, draw: 1, loss: 0 },
    });
    expect(
      championshipFormatChoiceSchema.parse({
        format: { kind: 'knockout', seeding: 'drawn' },
        points: { win: 2, draw: 1, loss: 0 },
      }).points,
    ).toEqual({ win: 2, draw: 1, loss: 0 });
  });

  it('refuses a choice without a format', () => {
    expect(
      championshipFormatChoiceSchema.safeParse({ points: { win: 3, draw: 1, loss: 0 } }).success,
    ).toBe(false);
  });
});
