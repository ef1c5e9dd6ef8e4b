/**
 * Claims that wait on one fix of hers, said once: "8 claims wait for your ZIP+4: add it in My
 * Account" on her claims list, instead of the same note on every claim; the operator's queue
 * names the same fix in a word ("Waiting on the doula: ZIP+4"). Keyed by the claim check's
 * send-blocker rules (#domain/billing send-blockers), kept here so her first-load list does not
 * pull in the billing engine.
 */
export type FixPlace = 'account' | 'facilities' | 'patients';

interface FixWords {
  /** What the claims wait for, in her words. */
  what: string;
  /** What she does, and where (the banner's link). */
  action: string;
  where: FixPlace;
  /** The fix in a word or two, for the operator's queue. */
  short: string;
}

const fixWords: Readonly<Record<string, FixWords>> = {
  'billing-zip-plus-four': {
    what: 'your ZIP+4',
    action: 'add it in My Account',
    where: 'account',
    short: 'ZIP+4',
  },
  'facility-zip-plus-four': {
    what: 'a facility’s ZIP+4',
    action: 'add it in Facilities',
    where: 'facilities',
    short: 'facility ZIP+4',
  },
  'billing-npi': {
    what: 'a valid NPI',
    action: 'correct it in My Account',
    where: 'account',
    short: 'NPI',
  },
  'tax-id-format': {
    what: 'your complete tax ID',
    action: 'complete it in My Account',
    where: 'account',
    short: 'tax ID',
  },
  'billing-address-street': {
    what: 'a street address (not a PO box)',
    action: 'change it in My Account',
    where: 'account',
    short: 'street address',
  },
  'member-id-format': {
    what: 'a patient’s policy number',
    action: 'correct it in Patients',
    where: 'patients',
    short: 'policy number',
  },
  'facility-npi': {
    what: 'a facility’s valid NPI',
    action: 'correct it in Facilities',
    where: 'facilities',
    short: 'facility NPI',
  },
};

/** How many of her pending claims wait on one fix (a claim waiting on two counts in both). */
export interface WaitingFix {
  rule: string;
  count: number;
  /** More claims wait than were counted (the count is bounded). */
  more: boolean;
}

/** GET /api/claims/attention-count: the count beside Claims, and the claims waiting per fix. */
export interface AttentionCount {
  count: number;
  more: boolean;
  waiting: WaitingFix[];
}

/** The banner's words, or undefined for a rule without them (never shown bare). */
export function waitingFixWords(fix: WaitingFix) {
  const words = fixWords[fix.rule];
  if (!words) return undefined;
  const claims = fix.more
    ? `More than ${fix.count} claims wait`
    : `${fix.count} ${fix.count === 1 ? 'claim waits' : 'claims wait'}`;
  return { lead: `${claims} for ${words.what}: `, action: words.action, where: words.where };
}

/** A send blocker's fix in a word or two ("ZIP+4"), for operators. */
export const fixShortWords = (rule: string): string =>
  fixWords[rule]?.short ?? 'a fix to her records';

/** "Waiting on the doula: ZIP+4", from a claim's first send blocker. */
export function waitingOnDoulaWords(rule: string): string {
  return `Waiting on the doula: ${fixShortWords(rule)}`;
}

/** Every rule with words, so a test can check each send blocker has them. */
export const rulesWithFixWords = Object.keys(fixWords);

/** On one of her claims, what it waits for (the banner above says where to fix it). */
export function waitsForWords(rule: string): string {
  return `Waits for ${fixWords[rule]?.what ?? 'a fix to your records'}`;
}
