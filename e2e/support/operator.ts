import type { Page } from '@playwright/test';
import { expect, signIn } from '../fixtures.ts';
import { OPERATOR } from './answered-claims.ts';

/** Signs the operator in from the home page, which sends an operator on to the console. */
export async function signInOperator(page: Page, email = OPERATOR) {
  await page.goto('/');
  await signIn(page, email);
  // An operator needs no doula profile: the home page sends them on to the console.
  await expect(page).toHaveURL('/operator');
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
}

/** A section link of the console's navigation. */
export const operatorSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Operator sections' }).getByRole('link', { name });
