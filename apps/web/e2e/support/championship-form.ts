import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface ChampionshipOnScreen {
  club: string;
  name: string;
  startDate: string;
  startHour: string;
  endDate: string;
  endHour: string;
  /** Players a side, as the form's format buttons name it ('5'). */
  format: string;
  court: string;
  bornFrom: string;
  participants: string;
  /** In euros, as typed. */
  price: string;
  description: string;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Fills Create Champion as its owner would, ready to save (the form is left on screen). */
export async function fillChampionshipForm(page: Page, championship: ChampionshipOnScreen) {
  await page.goto('/user/create-champion');
  await expect.poll(() => page.getByLabel('Club').inputValue()).toBe(championship.club);
  await page.getByLabel('Champion name').fill(championship.name);
  await page.getByLabel('Start date').fill(championship.startDate);
  await choose(page, 'Start hour', championship.startHour);
  await page.getByLabel('End date').fill(championship.endDate);
  await choose(page, 'End hour', championship.endHour);
  await page.getByRole('button', { name: championship.format, exact: true }).click();
  await choose(page, 'Court', championship.court);
  await choose(page, 'Allowed player age (born in or after)', championship.bornFrom);
  await page.getByLabel('Number of participants').fill(championship.participants);
  await page.getByLabel('Price (€)').fill(championship.price);
  await page.getByLabel('More info').fill(championship.description);
}

/** Saves the filled form; SPEC 4: it is reset, its club set again. */
export async function saveChampionshipForm(page: Page, club: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('Championship saved').isVisible()).toBe(true);
  expect(await page.getByLabel('Champion name').inputValue()).toBe('');
  expect(await page.getByLabel('Club').inputValue()).toBe(club);
}
