import { sql } from 'drizzle-orm';
import { dueDate } from '#domain/billing/prompt-pay/clock';
import { promptPayRuleOn, type PromptPayRule } from '#domain/billing/prompt-pay/rules';
import { seedPromptPayRules } from '#domain/billing/prompt-pay/seed-rules';
import type { Tx } from '../../db/database.ts';
import { payerProfilesView } from '../billing/billing.views.ts';
import { claims } from './claims.tables.ts';
import { publicHolidays } from './public-holidays.ts';

/**
 * Starts the prompt-pay clock of claims the payer accepted for processing (a 277CA): the day it
 * received each, the rule in force that day (the profile's, else its state's seeded rules) and
 * the last day to pay, all kept on the claim so a later change of rule never moves its
 * deadline. Only the first acceptance counts: a claim accepted again keeps its day of receipt.
 */
export async function startPromptPayClocks(
  tx: Tx,
  accepted: { claimId: string; receivedOn: string }[],
): Promise<void> {
  if (accepted.length === 0) return;
  const ids = accepted.map((item) => item.claimId);
  const { rows } = await tx.execute<{
    id: string;
    rules: PromptPayRule[] | null;
    state: string | null;
  }>(sql`SELECT ${claims.id}, ${payerProfilesView.promptPayRules} AS rules,
      ${payerProfilesView.medicaidState} AS state
    FROM ${claims} LEFT JOIN ${payerProfilesView}
      ON ${payerProfilesView.id} = ${claims.payerProfileId}
    WHERE ${claims.id} = ANY(${sql.param(ids)}::uuid[]) AND ${claims.receivedOn} IS NULL`);
  const waiting = new Map(rows.map((row) => [row.id, row]));
  const started = accepted.flatMap(({ claimId, receivedOn }) => {
    const row = waiting.get(claimId);
    if (!row) return [];
    waiting.delete(claimId);
    const rule = promptPayRuleOn(row.rules ?? seedPromptPayRules(row.state), receivedOn);
    return [
      { claimId, receivedOn, rule, dueOn: rule ? dueDate(rule, receivedOn, publicHolidays) : null },
    ];
  });
  if (started.length === 0) return;
  await tx.execute(sql`UPDATE ${claims} SET received_on = started.received_on,
      prompt_pay_rule = started.rule, prompt_pay_due_on = started.due_on
    FROM unnest(${sql.param(started.map((s) => s.claimId))}::uuid[],
                ${sql.param(started.map((s) => s.receivedOn))}::date[],
                ${sql.param(started.map((s) => (s.rule ? JSON.stringify(s.rule) : null)))}::jsonb[],
                ${sql.param(started.map((s) => s.dueOn))}::date[])
      AS started(id, received_on, rule, due_on)
    WHERE ${claims.id} = started.id`);
}
