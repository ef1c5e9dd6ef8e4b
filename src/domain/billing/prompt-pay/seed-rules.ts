import type { VersionSource } from '#domain/billing/program-rules';
import { promptPayRulesSchema, type PromptPayRule, type PromptPayRuleInput } from './rules.ts';

/**
 * The prompt-pay rules the product starts with, by the state whose Medicaid program a profile
 * bills (a state's managed-care plans are billed through its profile). What a statute's own text
 * says is kept as it says; what came from a secondary source or was not stated is marked
 * unverified and shown so. Commercial profiles have none: no rule was read for them.
 */

const READ_ON = '2026-12-02';

function source(title: string, citation: string): VersionSource {
  return { title, citation, readOn: READ_ON };
}

/** Before 2026 California counted working days; when that rule began was not read. */
const californiaUntil2025: PromptPayRuleInput = {
  effectiveFrom: '2023-01-01',
  effectiveTo: '2025-12-31',
  statute: 'California Health and Safety Code 1371.35',
  days: 30,
  dayKind: 'working',
  holidays: 'CA',
  interest: { kind: 'annual-simple', basisPoints: 1500, minimumCentsPerYear: 1500 },
  source: source('Knox-Keene Act, prompt payment of claims', 'Cal. Health & Safety Code § 1371.35'),
  unverified: ['effectiveFrom', 'interest'],
};

const californiaFrom2026: PromptPayRuleInput = {
  effectiveFrom: '2026-01-01',
  statute: 'California Health and Safety Code 1371.35',
  days: 30,
  dayKind: 'calendar',
  interest: { kind: 'annual-simple', basisPoints: 1500, minimumCentsPerYear: 1500 },
  source: source(
    'Knox-Keene Act, prompt payment of claims (30 calendar days from 2026-01-01, Medi-Cal managed-care plans named)',
    'Cal. Health & Safety Code § 1371.35',
  ),
  // "The greater of $15 a year or 15% a year": the $15 is counted by the days late here; whether
  // the statute means $15 for any part of a year was not read in its text.
  unverified: ['interest'],
};

const newYork: PromptPayRuleInput = {
  effectiveFrom: '2024-01-01',
  statute: 'New York Insurance Law 3224-a',
  days: 30,
  dayKind: 'calendar',
  interest: { kind: 'annual-simple', basisPoints: 1200 },
  source: source(
    'Prompt payment of claims, electronic claims (secondary source: 12% a year or the corporate tax rate, whichever is greater)',
    'N.Y. Insurance Law § 3224-a',
  ),
  unverified: ['effectiveFrom', 'dayKind', 'interest'],
};

const newJersey: PromptPayRuleInput = {
  effectiveFrom: '2022-07-01',
  statute: 'N.J.A.C. 11:22-1.5',
  days: 30,
  dayKind: 'calendar',
  interest: { kind: 'annual-simple', basisPoints: 1200 },
  source: source('Prompt payment of claims, electronic claims', 'N.J.A.C. 11:22-1.5'),
  unverified: ['effectiveFrom', 'dayKind'],
};

/** Washington's interest is owed on clean claims past 61 days; its statute was not named. */
const washington: PromptPayRuleInput = {
  effectiveFrom: '2025-01-01',
  statute: 'Washington prompt-pay rule for clean claims',
  days: 61,
  dayKind: 'calendar',
  interest: { kind: 'monthly-simple', basisPoints: 100 },
  source: source(
    'Washington prompt pay: 95% of clean claims in 30 days, 1% a month past 61 days',
    'Washington State prompt-pay rule (section not recorded)',
  ),
  unverified: ['statute', 'effectiveFrom', 'dayKind'],
};

/** The federal rule: a share of clean claims in 30 days, and no interest of its own. */
const federalMedicaid: PromptPayRuleInput = {
  effectiveFrom: '2000-01-01',
  statute: '42 CFR 447.45',
  days: 30,
  dayKind: 'calendar',
  interest: { kind: 'none' },
  source: source(
    'Timely claims payment: 90% of clean claims within 30 days of receipt (447.46 for managed care)',
    '42 CFR 447.45 and 447.46',
  ),
  unverified: ['effectiveFrom'],
};

const byState: Record<string, PromptPayRuleInput[]> = {
  CA: [californiaUntil2025, californiaFrom2026],
  NY: [newYork],
  NJ: [newJersey],
  WA: [washington],
};

/** The rules a seeded profile starts with: its state's own, else the federal Medicaid rule. */
export function seedPromptPayRules(medicaidState: string | null): PromptPayRule[] {
  if (medicaidState === null) return [];
  return promptPayRulesSchema.parse(byState[medicaidState] ?? [federalMedicaid]);
}
