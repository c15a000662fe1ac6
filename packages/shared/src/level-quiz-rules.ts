import { padelLevelMax, padelLevelMin } from './match-rules.js';

/*
 * A first padel level without playing (docs/decisions.md, "A starting level from a few
 * questions"): a new player answers a few questions about their game and gets a starting
 * level, which their first results then move a lot (it is declared, so its reliability is 0).
 */

/**
 * The questions, in the order they are asked, each with its answers from the weakest game to
 * the strongest. Screens word them by these ids.
 */
export const levelQuizQuestions = {
  /** How long they have played padel. */
  experience: ['never', 'underOneYear', 'oneToThreeYears', 'overThreeYears'],
  /** Tennis, squash and the like before padel. */
  racketSports: ['none', 'casual', 'regular', 'competed'],
  /** How often they play now. */
  frequency: ['rarely', 'monthly', 'weekly', 'severalWeekly'],
  /** The ball off the back and side walls, the bandeja and the víbora. */
  walls: ['avoid', 'returnSome', 'returnMost', 'attack'],
  /** Volleys and finishing at the net. */
  net: ['avoid', 'sometimes', 'control', 'finish'],
  /** Matches played for a result: leagues, tournaments, rankings. */
  competition: ['none', 'friendly', 'local', 'ranked'],
} as const;

export type LevelQuizQuestion = keyof typeof levelQuizQuestions;
export type LevelQuizAnswers = {
  [Q in LevelQuizQuestion]: (typeof levelQuizQuestions)[Q][number];
};

export const levelQuizQuestionIds = Object.keys(levelQuizQuestions) as LevelQuizQuestion[];

/** How much each question counts: what a player does on court counts most. */
const weights: Record<LevelQuizQuestion, number> = {
  experience: 3,
  racketSports: 2,
  frequency: 2,
  walls: 3,
  net: 2,
  competition: 3,
};

/**
 * The lowest and highest level the questions give: a first-timer is not a 0 (the scale's 0
 * is for nobody who can hold a racket), and the top of the scale is left for results.
 */
export const quizLevelMin = 0.5;
export const quizLevelMax = 4.5;

/**
 * The starting level of a set of answers: each answer scores its place among its question's
 * answers (0 for the first) times the question's weight, and the share of the best possible
 * score places the level between quizLevelMin and quizLevelMax, in steps of 0.1. A better
 * answer to any question never gives a lower level.
 */
export function startingLevel(answers: LevelQuizAnswers): number {
  let score = 0;
  let best = 0;
  for (const question of levelQuizQuestionIds) {
    const choices: readonly string[] = levelQuizQuestions[question];
    const place = choices.indexOf(answers[question]);
    if (place < 0) throw new RangeError(`Not an answer to ${question}: ${answers[question]}`);
    score += place * weights[question];
    best += (choices.length - 1) * weights[question];
  }
  const level = quizLevelMin + ((quizLevelMax - quizLevelMin) * score) / best;
  const stepped = Math.round(level * 10) / 10;
  return Math.min(padelLevelMax, Math.max(padelLevelMin, stepped));
}
