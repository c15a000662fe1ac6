import { describe, expect, it } from 'vitest';
import {
  levelQuizAnswersSchema,
  levelQuizQuestionIds,
  levelQuizQuestions,
  padelLevelMax,
  padelLevelMin,
  quizLevelMax,
  quizLevelMin,
  startingLevel,
  type LevelQuizAnswers,
} from './index.js';

/** Every set of answers there is (4^6 of them), each as the place of its answer per question. */
function* everyAnswerSet(): Generator<number[]> {
  const sizes = levelQuizQuestionIds.map((question) => levelQuizQuestions[question].length);
  const places = sizes.map(() => 0);
  for (;;) {
    yield [...places];
    let index = 0;
    while (index < places.length && places[index] === sizes[index]! - 1) places[index++] = 0;
    if (index === places.length) return;
    places[index]! += 1;
  }
}

const answersAt = (places: number[]): LevelQuizAnswers =>
  Object.fromEntries(
    levelQuizQuestionIds.map((question, index) => [
      question,
      levelQuizQuestions[question][places[index]!],
    ]),
  ) as LevelQuizAnswers;

const weakest = answersAt(levelQuizQuestionIds.map(() => 0));
const strongest = answersAt(levelQuizQuestionIds.map((q) => levelQuizQuestions[q].length - 1));

describe('the starting level of the questions', () => {
  it('gives a first-timer the lowest and an all-round competitor the highest', () => {
    expect(startingLevel(weakest)).toBe(quizLevelMin);
    expect(startingLevel(strongest)).toBe(quizLevelMax);
    expect(quizLevelMin).toBeGreaterThanOrEqual(padelLevelMin);
    expect(quizLevelMax).toBeLessThanOrEqual(padelLevelMax);
  });

  it('places typical players where the scale expects them', () => {
    // A tennis player new to padel, weekly, who volleys sometimes: 12 of 45 points, 0.5 + 4 × 12/45.
    expect(
      startingLevel({
        ...weakest,
        racketSports: 'competed',
        frequency: 'weekly',
        net: 'sometimes',
      }),
    ).toBe(1.6);
    // A weekly player of a few years who returns most walls and plays friendlies: 25 of 45.
    expect(
      startingLevel({
        experience: 'oneToThreeYears',
        racketSports: 'casual',
        frequency: 'weekly',
        walls: 'returnMost',
        net: 'control',
        competition: 'friendly',
      }),
    ).toBe(2.7);
  });

  it('stays within its bounds, on the scale, in steps of 0.1', () => {
    for (const places of everyAnswerSet()) {
      const level = startingLevel(answersAt(places));
      expect(level).toBeGreaterThanOrEqual(quizLevelMin);
      expect(level).toBeLessThanOrEqual(quizLevelMax);
      expect(Math.round(level * 10) / 10).toBe(level);
    }
  });

  it('never gives a lower level for a better answer to any question', () => {
    let checked = 0;
    for (const places of everyAnswerSet()) {
      const level = startingLevel(answersAt(places));
      for (const [index, question] of levelQuizQuestionIds.entries()) {
        if (places[index] === levelQuizQuestions[question].length - 1) continue;
        const better = places.with(index, places[index]! + 1);
        expect(startingLevel(answersAt(better))).toBeGreaterThanOrEqual(level);
        checked += 1;
      }
    }
    expect(checked).toBe(4 ** 5 * 3 * 6);
  });

  it('refuses an answer that is not one of its question', () => {
    expect(() => startingLevel({ ...weakest, net: 'sometimes-ish' } as never)).toThrow(RangeError);
  });
});

describe('the answers as the API takes them', () => {
  it('takes one answer to each question', () => {
    expect(levelQuizAnswersSchema.parse(strongest)).toEqual(strongest);
  });

  it('refuses a missing question, an unknown answer or an extra field', () => {
    const { net: _net, ...missing } = weakest;
    expect(levelQuizAnswersSchema.safeParse(missing).success).toBe(false);
    expect(levelQuizAnswersSchema.safeParse({ ...weakest, net: 'always' }).success).toBe(false);
    expect(levelQuizAnswersSchema.safeParse({ ...weakest, level: 5 }).success).toBe(false);
  });
});
