import { z } from 'zod';
import { refuseField } from '#domain/common/refuse-field';
import { hasValidNpiCheckDigit } from './npi.ts';
import { formatTaxId } from './tax-id.ts';
import { usStateCodes } from './us-states.ts';

/**
 * Who bills her claims: she herself (her NPI is both billing and rendering), her group (its
 * Type 2 NPI bills, she renders each line) or a supervising clinician (the clinician's NPI
 * bills, she renders). A program says which of these it accepts (billing-arrangements.ts).
 */
export const billingArrangementKinds = ['self', 'group', 'supervisor'] as const;
export type BillingArrangementKind = (typeof billingArrangementKinds)[number];

/** The arrangement in her words, for choices and refusals. */
export const billingArrangementWords: Record<BillingArrangementKind, string> = {
  self: 'as yourself, with your own NPI',
  group: "through a doula group, with the group's Type 2 NPI",
  supervisor: "under a supervising clinician's NPI",
};

/**
 * The arrangement as a profile or a submitted claim keeps it. The group's tax ID is stored only
 * encrypted (as hers is), with its last four digits apart for display.
 */
export type StoredBillingArrangement =
  | { kind: 'self' }
  | {
      kind: 'group';
      name: string;
      npi: string;
      taxIdCiphertext: string;
      taxIdLast4: string;
      address: { street: string; city: string; state: string; zip: string };
    }
  | { kind: 'supervisor'; firstName: string; lastName: string; npi: string };

export const selfBilling: StoredBillingArrangement = { kind: 'self' };

/** The profile form's fields for it: flat, so each has its own label and message. */
export const billingArrangementFields = {
  billingAs: z.enum(billingArrangementKinds).default('self'),
  groupName: z.string().trim().max(200).default(''),
  groupNpi: z.string().trim().max(10).default(''),
  groupTaxId: z.string().trim().max(20).default(''),
  groupAddressStreet: z.string().trim().max(200).default(''),
  groupAddressCity: z.string().trim().max(100).default(''),
  groupAddressState: z.union([z.enum(usStateCodes), z.literal('')]).default(''),
  groupAddressZip: z.string().trim().max(10).default(''),
  supervisorFirstName: z.string().trim().max(100).default(''),
  supervisorLastName: z.string().trim().max(100).default(''),
  supervisorNpi: z.string().trim().max(10).default(''),
};

type ArrangementValues = {
  [K in keyof typeof billingArrangementFields]: z.output<(typeof billingArrangementFields)[K]>;
} & { npiNumber: string };

export const arrangementMessages = {
  groupNpiIsHers:
    "The group's NPI is the same as your own NPI: enter the group's Type 2 (organization) NPI.",
  groupNpiInvalid:
    "The group's NPI has a typo: its last digit (the check digit) does not match the other nine.",
  supervisorNpiInvalid:
    "The supervising clinician's NPI has a typo: its last digit (the check digit) does not match the other nine.",
  supervisorNpiIsHers:
    "The supervising clinician's NPI is the same as your own NPI: enter the clinician's NPI.",
  groupTaxId: "Enter the 9 digits of the group's EIN as ##-#######.",
  groupZip: 'Enter a 5-digit ZIP code, or ZIP+4 as 12345-6789.',
} as const;

const ZIP = /^\d{5}(-\d{4})?$/;

/** An NPI typed for someone else: present, and its check digit right. */
function checkOtherNpi(
  ctx: z.RefinementCtx,
  field: 'groupNpi' | 'supervisorNpi',
  npi: string,
  label: string,
  problems: { invalid: string; hers: string },
  hers: string,
) {
  if (npi === '') refuseField(ctx, [field], `${label} is required.`);
  else if (!hasValidNpiCheckDigit(npi)) refuseField(ctx, [field], problems.invalid);
  // Her own NPI is a person's (Type 1): the only case where the number itself tells its type.
  else if (npi === hers) refuseField(ctx, [field], problems.hers);
}

/** The fields her chosen arrangement needs, each refused in one sentence. */
export function checkBillingArrangement(values: ArrangementValues, ctx: z.RefinementCtx) {
  const m = arrangementMessages;
  if (values.billingAs === 'group') {
    const required: [keyof ArrangementValues, string][] = [
      ['groupName', 'Group name'],
      ['groupAddressStreet', "Group's street"],
      ['groupAddressCity', "Group's city"],
      ['groupAddressState', "Group's state"],
      ['groupAddressZip', "Group's ZIP"],
    ];
    for (const [field, label] of required) {
      if (values[field] === '') refuseField(ctx, [field], `${label} is required.`);
    }
    if (values.groupAddressZip !== '' && !ZIP.test(values.groupAddressZip))
      refuseField(ctx, ['groupAddressZip'], m.groupZip);
    if (values.groupTaxId !== '' && !formatTaxId('EIN', values.groupTaxId))
      refuseField(ctx, ['groupTaxId'], m.groupTaxId);
    const problems = { invalid: m.groupNpiInvalid, hers: m.groupNpiIsHers };
    checkOtherNpi(ctx, 'groupNpi', values.groupNpi, "Group's NPI", problems, values.npiNumber);
  }
  if (values.billingAs === 'supervisor') {
    if (values.supervisorFirstName === '')
      refuseField(ctx, ['supervisorFirstName'], "Clinician's first name is required.");
    if (values.supervisorLastName === '')
      refuseField(ctx, ['supervisorLastName'], "Clinician's last name is required.");
    const problems = { invalid: m.supervisorNpiInvalid, hers: m.supervisorNpiIsHers };
    checkOtherNpi(
      ctx,
      'supervisorNpi',
      values.supervisorNpi,
      "Clinician's NPI",
      problems,
      values.npiNumber,
    );
  }
}

/** The arrangement as the profile API shows it: the group's tax ID masked to its last four. */
export interface BillingArrangementView {
  billingAs: BillingArrangementKind;
  groupName: string;
  groupNpi: string;
  groupTaxIdMasked: string | null;
  groupAddressStreet: string;
  groupAddressCity: string;
  groupAddressState: string;
  groupAddressZip: string;
  supervisorFirstName: string;
  supervisorLastName: string;
  supervisorNpi: string;
}
