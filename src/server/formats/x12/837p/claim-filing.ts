import type { PayerType } from '#domain/records/payer-types';

/**
 * SBR09, the claim filing indicator (X12 element 1032), tells the receiver which kind of plan
 * pays. The product's payer types are the CMS-1500 box 1 choices; each maps to one code.
 * Group Health could also be BL (Blue Cross/Blue Shield), HM (HMO) or 12–15 (PPO, POS, EPO,
 * indemnity); a payer profile that knows better passes `claimFilingIndicator` to override.
 * FECA Black Lung is a Department of Labor program: OF, "other federal program". "Other" on the
 * form means HMOs, commercial, auto, liability or workers' compensation coverage not listed,
 * which is a known non-federal plan: 11, "other non-federal programs" (ZZ would say the kind of
 * insurance is unknown).
 */
export const claimFilingIndicatorByPayerType: Record<PayerType, ClaimFilingIndicator> = {
  Medicare: 'MB',
  Medicaid: 'MC',
  TRICARE: 'CH',
  CHAMPVA: 'VA',
  'Group Health': 'CI',
  'FECA BLK LUNG': 'OF',
  Other: '11',
};

/** The code list of element 1032 as the 837P allows it. */
export const claimFilingIndicators = [
  '11', // other non-federal programs
  '12', // preferred provider organization
  '13', // point of service
  '14', // exclusive provider organization
  '15', // indemnity insurance
  '16', // health maintenance organization Medicare risk
  '17', // dental maintenance organization
  'AM', // automobile medical
  'BL', // Blue Cross/Blue Shield
  'CH', // CHAMPUS (TRICARE)
  'CI', // commercial insurance company
  'DS', // disability
  'FI', // Federal Employees Program
  'HM', // health maintenance organization
  'LM', // liability medical
  'MA', // Medicare Part A
  'MB', // Medicare Part B
  'MC', // Medicaid
  'OF', // other federal program
  'TV', // Title V
  'VA', // Veterans Affairs plan (CHAMPVA)
  'WC', // workers' compensation health claim
  'ZZ', // mutually defined: the kind of insurance is unknown
] as const;

export type ClaimFilingIndicator = (typeof claimFilingIndicators)[number];
