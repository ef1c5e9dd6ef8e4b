import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adjustmentGroups,
  claimAcknowledgementCategories,
  claimAdjustmentReasons,
  explainAdjustment,
  explainClaimAcknowledgement,
  explainRemark,
  remarkCodes,
} from './remittance-reasons.ts';

const sentence = z
  .string()
  .min(10)
  .max(170)
  .regex(/^[A-Z0-9].*[.)]$/, 'a sentence starting with a capital and ending with a period');
const entry = z
  .object({
    summary: z.string().min(3).max(120),
    plain: sentence,
    nextStep: sentence,
    actor: z.enum(['doula', 'operators', 'payer']).nullable(),
    nothingPaid: z.object({ plain: sentence, nextStep: sentence }).strict().optional(),
    fix: z
      .object({ field: z.string().min(3), where: z.string() })
      .strict()
      .optional(),
  })
  .strict();

describe('remittance reason table', () => {
  it('covers the four CAS group codes', () => {
    expect(Object.keys(adjustmentGroups).sort()).toEqual(['CO', 'OA', 'PI', 'PR']);
  });

  it('covers the common CARCs', () => {
    for (const code of [
      '1',
      '2',
      '3',
      '4',
      '11',
      '16',
      '18',
      '22',
      '23',
      '27',
      '29',
      '31',
      '45',
      '50',
      '96',
      '97',
      '109',
      '119',
      '197',
      '204',
      '242',
      '253',
    ]) {
      expect(claimAdjustmentReasons, code).toHaveProperty(code);
    }
  });

  it('covers the common RARCs', () => {
    for (const code of ['N290', 'M51', 'N30', 'MA130', 'N382', 'N704', 'M76', 'N56']) {
      expect(remarkCodes, code).toHaveProperty(code);
    }
  });

  it('covers every 277CA category the status mapping uses', () => {
    expect(Object.keys(claimAcknowledgementCategories).sort()).toEqual([
      'A0',
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
    ]);
  });

  it('every entry has an operator summary and one plain sentence each for what happened and what to do', () => {
    const tables = {
      adjustmentGroups,
      claimAdjustmentReasons,
      remarkCodes,
      claimAcknowledgementCategories,
    };
    for (const [name, table] of Object.entries(tables)) {
      for (const [code, value] of Object.entries(table)) {
        const result = entry.safeParse(value);
        expect(result.success, `${name} ${code}: ${result.error?.message}`).toBe(true);
      }
    }
  });

  it('codes have the official shapes', () => {
    for (const code of Object.keys(claimAdjustmentReasons))
      expect(code).toMatch(/^([1-9]\d{0,3}|[A-Z]\d{1,2})$/);
    for (const code of Object.keys(remarkCodes)) expect(code).toMatch(/^(M|MA|N)\d{1,3}$/);
  });
});

describe('looking codes up', () => {
  it('explains a contractual write-off', () => {
    const { group, reason } = explainAdjustment('CO', '45');
    expect(group?.code).toBe('CO');
    expect(group?.plain).toMatch(/patient does not owe/);
    expect(reason?.nextStep).toMatch(/Nothing to do/);
  });

  it('explains a missing modifier as hers to correct, on the claim', () => {
    expect(explainAdjustment('CO', '4').reason).toMatchObject({
      nextStep:
        'Check the service and how the visit happened (in person, video or phone), then send the corrected claim.',
      actor: 'doula',
      fix: { where: 'new-claim' },
    });
  });

  it('returns nothing for codes it does not know, and is not fooled by object keys', () => {
    expect(explainAdjustment('XX', '9999')).toEqual({ group: undefined, reason: undefined });
    expect(explainRemark('constructor')).toBeUndefined();
    expect(explainRemark('N290')?.plain).toMatch(/NPI/);
    expect(explainClaimAcknowledgement('A7')?.plain).toMatch(/rejected/);
    expect(explainClaimAcknowledgement('toString')).toBeUndefined();
  });
});
