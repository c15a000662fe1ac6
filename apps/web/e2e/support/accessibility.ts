import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

interface AxeRunner {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

/** Violations people meet as barriers rather than as annoyances; these fail a journey. */
const blocking = new Set(['serious', 'critical']);

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

/** Runs axe-core on the page as it is now and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Mid-fade, text is paler than it will be: judge the screen once it has settled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy rightly
  // refuses inline scripts, and the journeys keep that policy in force.
  if (!hasAxe) await page.evaluate(axeSource);
  // Violations are found in full either way; leaving out the details of what passed takes
  // about a third off each check.
  const options: RunOptions = { resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: AxeRunner }).axe.run(document, runOptions),
    options,
  );
  const violations: Violation[] = results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      elements: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    }));
  expect(violations, `accessibility of ${screen}`).toEqual([]);
}
