import type { SupportContact } from './contact.ts';

/** Settings the browser may know before sign-in (GET /api/public-config). */
export interface PublicConfig extends SupportContact {
  introSessionUrl: string;
  /** The price per accepted claim in force today, written as money ("$10.00"). */
  feePerClaim: string;
  /** How fees are paid on this server, with or without card payments (the Terms say it). */
  howFeesArePaid: string;
}

/**
 * The public pages are drawn at build time, before the settings are known: the build draws them
 * with these marks in place of each setting, and the server writes the settings over the marks
 * in the page it serves (decision 066). So a setting the drawn page shows must be a string drawn
 * as it is (an address, words); one the page formats (a number of cents shown as dollars) would
 * be drawn from a mark the formatting cannot read: format it on the server into a string field.
 * Each mark is letters and underscores, which React writes unescaped in text and attributes.
 */
export const publicConfigMarks: PublicConfig = {
  introSessionUrl: '__PUBLIC_CONFIG_introSessionUrl__',
  feePerClaim: '__PUBLIC_CONFIG_feePerClaim__',
  howFeesArePaid: '__PUBLIC_CONFIG_howFeesArePaid__',
  supportEmail: '__PUBLIC_CONFIG_supportEmail__',
  supportHours: '__PUBLIC_CONFIG_supportHours__',
  checkAddress: '__PUBLIC_CONFIG_checkAddress__',
};

/** Where the served page carries the settings, for the page's script to hydrate with the same. */
export const PUBLIC_CONFIG_META = 'public-config';

/** As React's server renderer escapes text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!,
  );
}

/**
 * The page drawn at build time with the settings in place of their marks, and the settings
 * themselves in a `<meta>` element of its head (not a script: the CSP allows no inline script).
 */
export function fillPublicConfig(html: string, config: PublicConfig): string {
  let filled = html;
  for (const key of Object.keys(publicConfigMarks) as (keyof PublicConfig)[]) {
    filled = filled.replaceAll(publicConfigMarks[key], () => escapeHtml(config[key]));
  }
  const meta = `<meta name="${PUBLIC_CONFIG_META}" content="${escapeHtml(JSON.stringify(config))}">`;
  return filled.replace('</head>', () => `${meta}</head>`);
}
