import { describe, expect, it } from 'vitest';
import { modifierCodes, placeOfServiceCodes, procedureCodes } from '#domain/billing/code-sets';
import { icd10Codes } from '#domain/billing/icd10-codes';
import { claimAcknowledgementCategories } from '#domain/billing-codes/remittance-reasons';
import { claimFrequencies } from '#domain/claims/corrections';
import { claimStatusAnswerCategoryWords } from './claim-status-answers.ts';
import {
  codeWords,
  explainEligibilityRejection,
  explainStatusCode,
  glossaryCodes,
} from './index.ts';

describe('the glossary', () => {
  it('has words for every code a payer profile may bill and every bundled diagnosis', () => {
    for (const { code } of procedureCodes) expect(codeWords('procedure', code), code).toBeTruthy();
    for (const { code } of modifierCodes) expect(codeWords('modifier', code), code).toBeTruthy();
    for (const { code } of placeOfServiceCodes)
      expect(codeWords('place-of-service', code), code).toBeTruthy();
    for (const { code } of icd10Codes) expect(codeWords('diagnosis', code), code).toBeTruthy();
    for (const code of claimFrequencies) expect(codeWords('frequency', code), code).toBeTruthy();
  });

  it('has words for every 277CA category and entity the product reads', () => {
    // The same categories the long explanations (and the import's outcome) know.
    expect(glossaryCodes('status-category')).toEqual([
      ...Object.keys(claimAcknowledgementCategories),
      ...Object.keys(claimStatusAnswerCategoryWords),
    ]);
    for (const entity of ['85', '82', 'IL', 'QC', 'PR', '77', 'FA'])
      expect(codeWords('entity', entity), entity).toBeTruthy();
  });

  it('has words for the 277 answer’s pending, finalized and request categories and codes', () => {
    for (const category of ['P1', 'P3', 'P4', 'R4', 'F1', 'F2', 'E1', 'D0'])
      expect(codeWords('status-category', category), category).toBeTruthy();
    expect(codeWords('claim-status', '65')).toBe('the claim (or line) was paid');
    // The 277CA's own words win where both tables have a code.
    expect(codeWords('claim-status', '20')).toBe('the claim was accepted for processing');
  });

  it('is not fooled by object keys', () => {
    expect(codeWords('procedure', 'constructor')).toBeUndefined();
    expect(codeWords('entity', 'toString')).toBeUndefined();
    expect(codeWords('diagnosis', 'hasOwnProperty')).toBeUndefined();
  });

  it('names the billing NPI and My Account for A7:562:85', () => {
    const explained = explainStatusCode({ category: 'A7', status: '562', entity: '85' });
    expect(explained.code).toBe('A7:562:85');
    expect(explained.fix).toEqual({
      sentence: 'The payer says your billing NPI is not valid.',
      field: 'your billing NPI',
      where: 'account',
    });
    expect(explained.words).toContain('the billing provider (you)');
  });

  it('without an entity reads 562 as her own NPI, and a facility entity as the facility’s', () => {
    expect(explainStatusCode({ category: 'A7', status: '562' }).fix?.where).toBe('account');
    expect(explainStatusCode({ category: 'A6', status: '562', entity: '77' }).fix).toMatchObject({
      sentence: 'The payer says the facility’s NPI is missing.',
      where: 'facilities',
    });
  });

  it('names the patient’s date of birth in Patients for A7:158:QC, and no field for 21', () => {
    expect(explainStatusCode({ category: 'A7', status: '158', entity: 'QC' }).fix?.where).toBe(
      'patients',
    );
    expect(explainStatusCode({ category: 'A3', status: '21', entity: 'IL' }).fix).toBeUndefined();
    expect(explainStatusCode({ category: 'A2', status: '562' }).fix).toBeUndefined();
  });
});

describe('the eligibility codes', () => {
  it('has words for every coverage code, every service type we ask and the AAA follow-ups', () => {
    for (const code of ['1', '2', '3', '4', '5', '6', '7', '8', 'R', 'MC', 'L'])
      expect(codeWords('benefit', code), code).toBeTruthy();
    for (const code of ['30', '69', 'BU']) expect(codeWords('service-type', code)).toBeTruthy();
    for (const code of ['C', 'N', 'P', 'R', 'S', 'W', 'X', 'Y'])
      expect(codeWords('follow-up-action', code), code).toBeTruthy();
    for (const code of ['PRP', 'Y2', 'P3', 'PR']) expect(codeWords('entity', code)).toBeTruthy();
    expect(codeWords('insurance-type', 'MC')).toMatch(/Medi-Cal/);
  });

  it('explains a rejection with the next step and where to fix it', () => {
    expect(explainEligibilityRejection('72', 'C')).toEqual({
      words: 'the member ID (policy number) is missing or not valid',
      nextStep: 'correct the details and check again',
      where: 'patients',
    });
    expect(explainEligibilityRejection('43').where).toBe('account');
    expect(explainEligibilityRejection('42', 'constructor')).toEqual({
      words: 'the payer cannot answer right now; try again later',
    });
    expect(explainEligibilityRejection('toString').words).toBe(
      'the payer refused the inquiry (reason toString)',
    );
  });
});
