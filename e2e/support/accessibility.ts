import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The serious and critical accessibility violations of the page as it is now, one line each:
 * the rule, what it asks for, and the elements that break it.
 *
 * Axe is put into the page once and stays while the page does (the app changes screens without
 * loading a new document), and only the violations come back. Axe's own Playwright wrapper sent
 * its 550 kB script into the page twice on every scan and returned every rule's result, which
 * made a scan cost about twice what axe's run itself does. The rules run are the same: all of
 * axe's, on the whole document (the app has no frames).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    // The page's own copy of axe, the one just put there (only its type comes from the import).
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')})`,
      );
  });
}
