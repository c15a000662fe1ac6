import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkScreen } from './screens.js';
import { wordsOf, type Language } from './words.js';

/** A weekly player of a few years (2.7 by the shared scoring): each question, its answer. */
const weeklyPlayer: Array<[string, string]> = [
  ['experience', 'oneToThreeYears'],
  ['racketSports', 'casual'],
  ['frequency', 'weekly'],
  ['walls', 'returnMost'],
  ['net', 'control'],
  ['competition', 'friendly'],
];

/**
 * Answers the level's questions one a step, keeping a picture of the first and of the level
 * they give (unless another journey has them already); the screen must fit the phone's width
 * at every step.
 */
export async function answerLevelQuestions(page: Page, language: Language, pictures = true) {
  const t = wordsOf(language);
  for (const [index, [question, answer]] of weeklyPlayer.entries()) {
    const group = page.getByRole('radiogroup', {
      name: t(`levelQuiz.questions.${question}.title`),
    });
    await expect.poll(() => group.isVisible(), { timeout: 15_000 }).toBe(true);
    await group
      .getByRole('radio', { name: t(`levelQuiz.questions.${question}.answers.${answer}`) })
      .check();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `question ${question}`).toBeLessThanOrEqual(0);
    if (pictures && index === 0) await checkScreen(page, `level-quiz-${language}`);
    if (pictures && index === 3) await checkScreen(page, `level-quiz-walls-${language}`);
    const last = index === weeklyPlayer.length - 1;
    await page
      .getByRole('button', { name: t(last ? 'levelQuiz.finish' : 'levelQuiz.next') })
      .click();
  }
  const result = page.getByRole('region', { name: t('levelQuiz.resultTitle') });
  await expect.poll(() => result.isVisible()).toBe(true);
  // The level in the page's own digits (Arabic ones in Arabic).
  const shown = await page.evaluate(() =>
    new Intl.NumberFormat(document.documentElement.lang, { minimumFractionDigits: 1 }).format(2.7),
  );
  expect(await result.getByText(shown, { exact: true }).isVisible()).toBe(true);
  expect(await result.getByText(t('levelQuiz.estimateNote')).isVisible()).toBe(true);
  if (pictures) await checkScreen(page, `level-quiz-result-${language}`);
  await result.getByRole('button', { name: t('levelQuiz.done') }).click();
}
