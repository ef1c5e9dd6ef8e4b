import { z } from 'zod';
import { isRealIsoDate } from '#domain/common/dates';
import { versionSourceSchema } from '#domain/billing/program-rules';

/**
 * A prompt-pay rule: how long a payer may take to pay a claim it received, and the interest it
 * owes after. In force by the day the payer received the claim (the 277CA acceptance), so a
 * claim keeps the rule it was received under when the statute changes.
 */

export const promptPayMessages = {
  zeroDays: 'A prompt-pay rule needs at least one day for the payer to pay.',
  negativeRate: 'An interest rate cannot be negative.',
  dateInvalid: 'Enter a real date as YYYY-MM-DD.',
  endBeforeStart: 'A prompt-pay rule cannot end before it starts.',
  overlapping: 'Two prompt-pay rules of one payer cannot be in force on the same day.',
  statuteRequired: 'Name the statute the rule comes from.',
} as const;

const m = promptPayMessages;
const isoDate = z.string().refine(isRealIsoDate, m.dateInvalid);
/** Hundredths of a percent: 1500 is 15%, 100 is 1%; whole numbers so no rate is a float. */
const basisPoints = z.number({ error: m.negativeRate }).int(m.negativeRate).min(0, m.negativeRate);

export const interestFormulaSchema = z.discriminatedUnion('kind', [
  /** Simple interest by the year, prorated by the day over 365 days (California, NY, NJ). */
  z
    .object({
      kind: z.literal('annual-simple'),
      basisPoints,
      /** A yearly floor in cents (California: the greater of $15 a year or 15%). */
      minimumCentsPerYear: z.number().int(m.negativeRate).min(0, m.negativeRate).default(0),
    })
    .strict(),
  /** Simple interest by the month, a month counted as 30 days (Washington: 1% a month). */
  z.object({ kind: z.literal('monthly-simple'), basisPoints }).strict(),
  /** The rule sets a deadline and no interest of its own (42 CFR 447.45). */
  z.object({ kind: z.literal('none') }).strict(),
]);
export type InterestFormula = z.output<typeof interestFormulaSchema>;

/** The parts of a rule its source did not state plainly, shown to her as unverified. */
export const promptPayParts = ['statute', 'days', 'dayKind', 'interest', 'effectiveFrom'] as const;

export const promptPayRuleSchema = z
  .object({
    effectiveFrom: isoDate,
    effectiveTo: isoDate.nullable().default(null),
    statute: z.string().trim().min(1, m.statuteRequired).max(200),
    days: z.number({ error: m.zeroDays }).int(m.zeroDays).min(1, m.zeroDays).max(365),
    /** Working days skip weekends and the public holidays of `holidays` (a US state). */
    dayKind: z.enum(['calendar', 'working']),
    holidays: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .default(null),
    interest: interestFormulaSchema,
    source: versionSourceSchema,
    unverified: z.array(z.enum(promptPayParts)).default([]),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.effectiveTo !== null && rule.effectiveTo < rule.effectiveFrom) {
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: m.endBeforeStart });
    }
  });
export type PromptPayRule = z.output<typeof promptPayRuleSchema>;
export type PromptPayRuleInput = z.input<typeof promptPayRuleSchema>;

/** A payer's rules, none in force on the same day as another. */
export const promptPayRulesSchema = z
  .array(promptPayRuleSchema)
  .max(10)
  .superRefine((rules, ctx) => {
    rules.forEach((rule, index) => {
      const clash = rules.some(
        (other, otherIndex) =>
          otherIndex < index &&
          (other.effectiveTo === null || other.effectiveTo >= rule.effectiveFrom) &&
          (rule.effectiveTo === null || rule.effectiveTo >= other.effectiveFrom),
      );
      if (clash)
        ctx.addIssue({ code: 'custom', path: [index, 'effectiveFrom'], message: m.overlapping });
    });
  });

/** The rule in force for a claim the payer received on `receivedOn`, if any. */
export function promptPayRuleOn(
  rules: readonly PromptPayRule[],
  receivedOn: string,
): PromptPayRule | undefined {
  return rules.find(
    (rule) =>
      receivedOn >= rule.effectiveFrom &&
      (rule.effectiveTo === null || receivedOn <= rule.effectiveTo),
  );
}
