import type { PayerType } from '#domain/records/payer-types';
import type { UsStateCode } from '#domain/records/us-states';
import { normalizePayerId, type PayerCatalog, resolvePayerProfile } from './payer-mapping.ts';
import { stateMedicaidPlans } from './state-medicaid-plans.ts';

/**
 * Payers by name, for the patient form: a bundled starting list of common payers, joined with
 * the payer IDs the payer mapping names, each with the profile that bills it.
 *
 * Source of the bundled list: the electronic professional-claim (837P) payer IDs these payers
 * publish in their provider manuals and that the large clearinghouses (Availity, Change
 * Healthcare/Optum) list for them, written from that public knowledge in November 2026. Only
 * payer IDs that are the same across those lists are kept; a payer whose ID differs by
 * clearinghouse or by region (Medicare contractors, most state Medicaid programs and their
 * managed-care plans) is left out rather than guessed. It is a starting list: a doula whose
 * payer is missing picks "Other" and types the ID from the card, and an operator adds the payer
 * by giving its payer ID a payer-mapping entry (which then appears here). The clearinghouse's
 * own payer list is the authority: an operator who finds an ID differs there maps the right one.
 */

export interface CommonPayer {
  name: string;
  payerId: string;
  /** The payer type to preselect (CMS-1500 box 1), when the payer has only one. */
  payerType?: PayerType;
  /** The state whose Medicaid the payer is (the program or one of its plans). */
  state?: UsStateCode;
}

export const commonPayers: readonly CommonPayer[] = [
  // State Medicaid doula benefits (the product's Medi-Cal profile covers California's).
  {
    name: 'Medi-Cal (California Medicaid)',
    payerId: '610442',
    payerType: 'Medicaid',
    state: 'CA',
  },
  {
    name: 'Molina Healthcare of California',
    payerId: '38333',
    payerType: 'Medicaid',
    state: 'CA',
  },
  // Major plans.
  { name: 'Aetna', payerId: '60054' },
  { name: 'Ambetter (Centene)', payerId: '68069' },
  { name: 'Anthem Blue Cross of California', payerId: '47198' },
  { name: 'Blue Shield of California', payerId: '94036' },
  { name: 'Cigna', payerId: '62308' },
  { name: 'Humana', payerId: '61101' },
  { name: 'Kaiser Permanente Northern California', payerId: '94135' },
  { name: 'Kaiser Permanente Southern California', payerId: '94134' },
  { name: 'TRICARE West Region', payerId: '99726', payerType: 'TRICARE' },
  { name: 'UnitedHealthcare', payerId: '87726' },
];

/** One payer the patient form offers, with the profile its claims are billed with. */
export interface PayerChoice {
  name: string;
  /** Empty for a state's program with no payer ID we could check: she types it from the card. */
  payerId: string;
  payerType?: PayerType;
  state?: UsStateCode;
  /** The profile that bills it (for its payer type when it has one); undefined when none. */
  profileName: string | undefined;
}

/**
 * The payers to choose from: the bundled list, then each payer ID the mapping names that the
 * list lacks (named after the profile it maps to, since the mapping holds no payer names), then
 * each state program no listed payer belongs to (named after its profile, with no payer ID:
 * none could be verified, so she types the one on the card), then the state plans listed with
 * their sources (no payer ID either). Sorted by name; one choice per payer ID.
 */
export function payerChoices(catalog: PayerCatalog): PayerChoice[] {
  const byId = new Map<string, PayerChoice>();
  const profileName = (payerId: string, payerType: PayerType | undefined, addressState?: string) =>
    resolvePayerProfile({ payerId, payerType: payerType ?? '', addressState }, catalog)?.profile
      .name;
  for (const payer of commonPayers) {
    const payerId = normalizePayerId(payer.payerId);
    byId.set(payerId, { ...payer, payerId, profileName: profileName(payerId, payer.payerType) });
  }
  for (const entry of catalog.mapping.entries) {
    if (entry.payerId === null || entry.payerId === '' || byId.has(entry.payerId)) continue;
    const profile = catalog.profiles.find((p) => p.id === entry.profileId);
    const payerType = entry.payerType ?? undefined;
    const state = profile?.medicaidState ?? undefined;
    byId.set(entry.payerId, {
      name: profile ? `${profile.name} payer` : `Payer ${entry.payerId}`,
      payerId: entry.payerId,
      ...(payerType ? { payerType } : {}),
      ...(state ? { state } : {}),
      profileName: profileName(entry.payerId, payerType),
    });
  }
  const all = [...byId.values()];
  for (const profile of catalog.profiles) {
    const state = profile.medicaidState;
    // One program per state: the one her state's Medicaid patients are billed by.
    if (state === null || all.some((choice) => choice.state === state)) continue;
    const billedBy = profileName('', 'Medicaid', state);
    all.push({
      name: profile.name,
      payerId: '',
      payerType: 'Medicaid',
      state,
      profileName: billedBy,
    });
  }
  // A state's managed-care plans, with no payer ID we could check, billed as its program.
  for (const plan of stateMedicaidPlans) {
    const billedBy = profileName('', 'Medicaid', plan.state);
    all.push({
      name: plan.name,
      payerId: '',
      payerType: 'Medicaid',
      state: plan.state,
      profileName: billedBy,
    });
  }
  return all.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Lower case, accents and punctuation dropped, for matching what she types against names. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The choices matching what she typed: every word must start a word of the name, or the text is
 * part of the payer ID ("blue shield", "kaiser south", "6005"). Names that start with the text
 * come first. An empty search matches everything.
 */
export function searchPayerChoices(choices: readonly PayerChoice[], query: string): PayerChoice[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...choices];
  const id = normalizePayerId(query).replace(/\s+/g, '');
  const matches = choices.filter((choice) => {
    const nameWords = fold(choice.name).split(' ');
    const byName = words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    return byName || (id !== '' && choice.payerId.includes(id));
  });
  const first = fold(query);
  return matches.sort(
    (a, b) => Number(!fold(a.name).startsWith(first)) - Number(!fold(b.name).startsWith(first)),
  );
}

/** The choice for a stored payer ID, if it is one of the choices. */
export function findPayerChoice(
  choices: readonly PayerChoice[],
  payerId: string,
): PayerChoice | undefined {
  const id = normalizePayerId(payerId);
  return id === '' ? undefined : choices.find((choice) => choice.payerId === id);
}
