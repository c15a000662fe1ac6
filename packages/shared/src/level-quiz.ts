import { z } from './zod.js';
import { levelQuizQuestions, type LevelQuizAnswers } from './level-quiz-rules.js';

export * from './level-quiz-rules.js';

/** The answers to the starting level's questions: one of each question's answers, all of them. */
export const levelQuizAnswersSchema = z
  .object({
    experience: z.enum(levelQuizQuestions.experience),
    racketSports: z.enum(levelQuizQuestions.racketSports),
    frequency: z.enum(levelQuizQuestions.frequency),
    walls: z.enum(levelQuizQuestions.walls),
    net: z.enum(levelQuizQuestions.net),
    competition: z.enum(levelQuizQuestions.competition),
  })
  .strict() satisfies z.ZodType<LevelQuizAnswers>;
