import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import type { CoreTestServer } from '../../src/server/testing/core-soap-server.ts';
import { realTimeConnectionInput } from '../../src/server/testing/coverage-checks.ts';
import { expect } from '../fixtures.ts';
import { csrf } from './api.ts';
import { openOperatorWindow } from './operator.ts';

// The coverage journeys' set-up: the operator makes the test CORE endpoint the connection that
// answers real-time questions, and takes it away again whatever happened.

const connections = '/api/operator/clearinghouse-connections';

/**
 * Runs `journey` while a connection answers real-time questions from `core`. A connection that
 * answers changes every doula's claim check (the "never checked" warning), so it stops
 * answering in `finally`, before any other journey could meet it.
 */
export async function whileCoverageIsChecked(
  browser: Browser,
  core: CoreTestServer,
  journey: () => Promise<void>,
) {
  const operator = await openOperatorWindow(browser);
  let id: string | undefined;
  try {
    const made = await operator.page.request.post(connections, {
      headers: csrf,
      data: realTimeConnectionInput(core, `Real-time ${randomUUID().slice(0, 6)}`),
    });
    expect(made.status(), await made.text()).toBe(201);
    id = ((await made.json()) as { id: string }).id;
    await journey();
  } finally {
    if (id) {
      const stopped = await operator.page.request.patch(`${connections}/${id}`, {
        headers: csrf,
        data: { answersRealTime: false },
      });
      expect(stopped.status(), await stopped.text()).toBe(200);
    }
    await operator.close();
  }
}

/**
 * Waits until the job queue has checked her newly added patient (found by `lastName`): the
 * check a patient gets when she is added. Returns the patient's id.
 */
export async function automaticCheckAnswered(page: Page, lastName: string) {
  // Her list, not a search: a name never goes in an address.
  const list = await page.request.get('/api/patients');
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; lastName: string }[] };
  const patient = items.find((item) => item.lastName === lastName);
  expect(patient, `${lastName} is on her list`).toBeDefined();
  await expect
    .poll(
      async () => {
        const history = await page.request.get(`/api/patients/${patient!.id}/coverage-checks`);
        const { checks } = (await history.json()) as {
          checks: { source: string; status: string }[];
        };
        return checks.find((check) => check.status !== 'pending')?.source;
      },
      { timeout: 30_000 },
    )
    .toBe('patient_added');
  return patient!.id;
}

/** Opens her patient's Edit dialog from the Patients list; returns it and its Coverage section. */
export async function openCoverage(page: Page, name: string) {
  await page.goto('/patients');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit patient' });
  return { dialog, coverage: dialog.getByRole('group', { name: 'Coverage' }) };
}

/** The Coverage section at 1280 and then 375 px wide, as `<name>-1280` and `<name>-375`. */
export async function screenshotCoverage(page: Page, coverage: Locator, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await coverage.scrollIntoViewIfNeeded();
    await coverage.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
