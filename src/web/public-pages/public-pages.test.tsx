import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPublicConfig, type PublicConfig } from '#domain/account/public-config';
import { renderPage } from '../prerender.tsx';
import { publicPaths } from './public-pages.tsx';

/**
 * The page the server sends (drawn at build time with marks, the settings written over them)
 * must be the page React draws from those settings when it hydrates: any difference is a
 * hydration mismatch, and a link that changes once the script runs (decision 066). A setting
 * the page formats, instead of showing it as it is, fails here.
 */
/** The settings beside the intro session's address and the price, as a fresh start has them. */
const contact = {
  howFeesArePaid: 'Fees are billed monthly. Card payments are not available yet.',
  supportEmail: 'support@example.com',
  supportHours: 'Monday to Friday, 9 a.m. to 5 p.m. Pacific time',
  checkAddress: "Doula Billing, PO Box 4521, O'Neill & Sons, Sacramento, CA 95812",
};

const served = async (path: string, config: PublicConfig) =>
  fillPublicConfig(await renderPage(path), config);

describe('the public pages as served', () => {
  it('are the pages React draws from the same settings', async () => {
    const configs: PublicConfig[] = [
      {
        ...contact,
        introSessionUrl: 'mailto:hello@example.com?subject=Intro%20session',
        feePerClaim: '$10.00',
      },
      {
        ...contact,
        introSessionUrl: "https://intro.example/book?with=doula&from=home&note='hi'\"<b>",
        feePerClaim: '$12.50',
        supportEmail: 'help+billing@example.org',
      },
    ];
    for (const path of publicPaths) {
      for (const config of configs) {
        expect(await served(path, config), path).toBe(await renderPage(path, config));
      }
    }
  });

  it('for any address of the intro session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        async (url) => {
          const config = { ...contact, introSessionUrl: url, feePerClaim: '$1,000.00' };
          expect(await served('/', config)).toBe(await renderPage('/', config));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('carry the settings for the script to hydrate with, and no mark left', async () => {
    const config = {
      ...contact,
      introSessionUrl: 'https://intro.example/book?a=1&b=2',
      feePerClaim: '$10.00',
    };
    const html = fillPublicConfig(
      `<html><head></head><body>${await renderPage('/')}</body></html>`,
      config,
    );
    expect(html).not.toContain('__PUBLIC_CONFIG_');
    expect(html).toContain('href="https://intro.example/book?a=1&amp;b=2"');
    const document = new DOMParser().parseFromString(html, 'text/html');
    const meta = document.querySelector<HTMLMetaElement>('meta[name="public-config"]');
    expect(JSON.parse(meta!.content)).toEqual(config);
  });
});
