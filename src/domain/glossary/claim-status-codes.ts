/**
 * The 277CA's codes in a doula's words: the claim status codes (STC01-2, what the status is
 * about) and the entity identifier codes (STC01-3, whose detail it is). The official list of
 * status codes runs to about a thousand; this table holds the ones the product's own files use
 * and the ones a doula's claim meets most. The words paraphrase the official descriptions.
 *
 * `field` names, for a status code about one detail of the claim, the thing she can change,
 * per entity; the category (A6 missing, A7 invalid…) says what is wrong with it.
 */

/** Where a doula changes a detail of her claims. */
export type FixPlace = 'account' | 'patients' | 'facilities' | 'new-claim';

export interface FieldToFix {
  /** The detail in her words, as the sentence "The payer says … is not valid" reads it. */
  field: string;
  where: FixPlace;
}

interface StatusCodeEntry {
  words: string;
  /** The detail the code names, by the entity the status is about ('' any entity). */
  field?: Partial<Record<string, FieldToFix>> & { '': FieldToFix };
}

const yourNpi: FieldToFix = { field: 'your billing NPI', where: 'account' };
const facilityNpi: FieldToFix = { field: 'the facility’s NPI', where: 'facilities' };
const patientBirthDate: FieldToFix = { field: 'the patient’s date of birth', where: 'patients' };
const memberId: FieldToFix = { field: 'the patient’s policy number', where: 'patients' };

/** STC01-2, Health Care Claim Status Codes. */
export const claimStatusCodes: Record<string, StatusCodeEntry> = {
  '19': { words: 'the payer or clearinghouse received the claim' },
  '20': { words: 'the claim was accepted for processing' },
  '21': { words: 'some information is missing or not valid' },
  '33': {
    words: 'the payer found no member with this policy number',
    field: { '': memberId },
  },
  '116': { words: 'the claim was sent to the wrong payer' },
  '158': { words: 'a date of birth', field: { '': patientBirthDate } },
  '164': { words: 'a policy (member) number', field: { '': memberId } },
  '187': {
    words: 'the dates of service',
    field: { '': { field: 'the dates of service', where: 'new-claim' } },
  },
  '254': {
    words: 'the principal diagnosis',
    field: { '': { field: 'the principal diagnosis', where: 'new-claim' } },
  },
  '453': { words: 'a modifier of the service code' },
  '454': { words: 'the service (procedure) code' },
  '562': {
    words: 'a provider’s NPI (National Provider Identifier)',
    field: {
      '': yourNpi,
      '82': { field: 'your NPI', where: 'account' },
      '77': facilityNpi,
      FA: facilityNpi,
    },
  },
};

/** STC01-3 and NM101: who a status is about. */
export const entityCodes: Record<string, string> = {
  '03': 'the patient (a dependent)',
  '40': 'the receiver of the claim',
  '41': 'the submitter of the claim',
  '77': 'the place of service',
  '82': 'the provider who gave the service (you)',
  '85': 'the billing provider (you)',
  '87': 'the pay-to provider (you)',
  FA: 'the facility',
  IL: 'the insured (the patient)',
  PR: 'the payer',
  QC: 'the patient',
};
