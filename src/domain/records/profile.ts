import { z } from 'zod';
import { messages } from '#domain/common/messages';
import { hasValidNpiCheckDigit, isTenDigits } from './npi.ts';
import { storableString } from './storable-text.ts';
import { formatTaxId, taxIdTypes, type TaxIdType } from './tax-id.ts';
import { usStateCodes } from './us-states.ts';
import { refuseField } from '#domain/common/refuse-field';
import {
  billingArrangementFields,
  checkBillingArrangement,
  type BillingArrangementView,
} from './billing-arrangement.ts';

/** Field limits, shared by the form (maxLength) and the server (validation). */
export const profileLimits = {
  name: 100,
  businessName: 200,
  street: 200,
  city: 100,
  zip: 10,
  npi: 10,
} as const;

const text = (max: number) =>
  storableString().trim().max(max, `Please keep this under ${max} characters.`);
const required = (max: number, label: string) => text(max).min(1, `${label} is required.`);

/** What is wrong with a typed NPI, in her words: its length, its first digit or its check digit. */
function npiProblem(npi: string): string | undefined {
  if (npi === '') return undefined;
  if (!isTenDigits(npi)) return messages.profile.npiTenDigits;
  if (!/^[12]/.test(npi)) return messages.profile.npiFirstDigit;
  return hasValidNpiCheckDigit(npi) ? undefined : messages.profile.npiInvalid;
}

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * The provider profile as the profile form submits it (the product's rules): every input
 * trimmed; middle name optional; state one of the 50 states; ZIP and NPI at most 10 characters.
 * An empty tax ID means "keep the one on file" (it is never sent back to the browser).
 * The NPI must be a real NPI (ten digits, the last checking the other nine): payers refuse any
 * other, and she would first hear of it on her first claim.
 */
export const profileInputSchema = z
  .object({
    firstName: required(profileLimits.name, 'First name'),
    middleName: text(profileLimits.name).default(''),
    lastName: required(profileLimits.name, 'Last name'),
    taxIdType: z.enum(taxIdTypes, { error: 'Choose SSN or EIN.' }).default('SSN'),
    taxId: z.string().trim().max(20).default(''),
    businessName: required(profileLimits.businessName, 'Business name'),
    businessAddressStreet: required(profileLimits.street, 'Street'),
    businessAddressCity: required(profileLimits.city, 'City'),
    businessAddressState: z.enum(usStateCodes, { error: 'Choose a state.' }),
    businessAddressZip: required(profileLimits.zip, 'ZIP').regex(
      ZIP_PATTERN,
      'Enter a 5-digit ZIP code, or ZIP+4 as 12345-6789.',
    ),
    npiNumber: required(profileLimits.npi, 'NPI number').superRefine((npi, ctx) => {
      const problem = npiProblem(npi);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    ...billingArrangementFields,
  })
  .strict()
  .superRefine((profile, ctx) => {
    checkBillingArrangement(profile, ctx);
    if (profile.taxId !== '' && !formatTaxId(profile.taxIdType, profile.taxId)) {
      refuseField(
        ctx,
        ['taxId'],
        profile.taxIdType === 'SSN'
          ? 'Enter the 9 digits of your SSN as ###-##-####.'
          : 'Enter the 9 digits of your EIN as ##-#######.',
      );
    }
  });

export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileValues = z.output<typeof profileInputSchema>;

/** POST /api/registration: the code (unless already redeemed), the accepted agreement, the profile. */
export const registrationSchema = z
  .object({
    invitationCode: z.string().trim().max(64).optional(),
    agreementVersion: z.string().trim().min(1, messages.registration.acceptAgreement).max(100),
    profile: profileInputSchema,
  })
  .strict();

export type RegistrationRequest = z.input<typeof registrationSchema>;

export const invitationCheckSchema = z.object({ code: z.string().max(64) }).strict();

/** Product rule: the code input is trimmed and upper-cased. */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface InvitationCheckResult {
  valid: boolean;
  message: string;
}

/** The doula's business as payers know it: its name, billing address and NPI. */
export interface ProviderBusinessDetails {
  businessName: string;
  businessAddressStreet: string;
  businessAddressCity: string;
  businessAddressState: string;
  businessAddressZip: string;
  npiNumber: string;
}

/** The profile as the API shows it. The tax ID appears only masked to its last four digits. */
/** The provider's business details, as an operator needs them to bill. Tax ID masked only. */
export interface ProviderBusiness extends ProviderBusinessDetails {
  email: string;
  name: string;
  taxIdType: TaxIdType;
  taxIdMasked: string;
}

export interface ProfileView extends ProviderBusinessDetails, BillingArrangementView {
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  taxIdType: TaxIdType;
  taxIdMasked: string | null;
  agreementVersion: string | null;
  isVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/profile: where the signed-in user stands in registration. */
export interface ProfileStatus {
  email: string;
  invitationRedeemed: boolean;
  currentAgreementVersion: string | null;
  complete: boolean;
  profile: ProfileView | null;
}

export interface AgreementView {
  version: string;
  content: string;
  createdAt: string;
}

/** What completeness looks at. `taxId` is any non-empty marker of a tax ID on file. */
export interface ProfileCompletenessFacts extends ProviderBusinessDetails {
  email: string;
  firstName: string;
  lastName: string;
  taxIdType: string;
  taxId: string;
  agreementVersion: string | null;
}

export const completenessFields = [
  'email',
  'firstName',
  'lastName',
  'taxIdType',
  'taxId',
  'businessName',
  'businessAddressStreet',
  'businessAddressCity',
  'businessAddressState',
  'businessAddressZip',
  'npiNumber',
  'agreementVersion',
] as const satisfies readonly (keyof ProfileCompletenessFacts)[];

/**
 * Profile completeness: the profile exists, every listed field is non-empty,
 * and the accepted agreement version equals the current one. Publishing a new agreement version
 * therefore sends every provider back through acceptance.
 */
export function isProfileComplete(
  profile: ProfileCompletenessFacts | null | undefined,
  currentAgreementVersion: string | null | undefined,
): boolean {
  if (!profile || !currentAgreementVersion) return false;
  const allPresent = completenessFields.every((field) => (profile[field] ?? '').trim() !== '');
  return allPresent && profile.agreementVersion === currentAgreementVersion;
}
