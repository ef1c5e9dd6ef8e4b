/** Her reconsiderations: asking a payer to change a decision on one of her claims (issue 42). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import {
  type Ground,
  type ReconsiderationEvidence,
  reconsiderationStates,
} from '#domain/claims/reconsideration';
import { claims } from '../claims/claims.tables.ts';
import { moment, momentMs, partOf, stampMs, uuidId } from '../../db/columns.ts';
import { ownerId } from '../../db/owned.ts';

/**
 * One reconsideration of one claim at one level. The deadline, the window's source and the
 * evidence are kept as they were when she started it, so the packet she printed and the record
 * agree whatever changes later. At most one open (drafted, sent or answered) per claim: the
 * unique index refuses a second one even when two arrive at once.
 */
export const reconsiderations = pgTable(
  'reconsiderations',
  {
    id: uuidId(),
    userId: ownerId(),
    claimId: partOf('claim_id', () => claims.id),
    // Her claim's form ID and the payer as its remittance names it, for the console's list.
    formId: text('form_id').notNull(),
    payerName: text('payer_name').notNull(),
    level: integer('level').notNull().default(1),
    state: text('state', { enum: reconsiderationStates }).notNull().default('drafted'),
    ground: text('ground').$type<Ground>().notNull(),
    why: text('why').notNull(),
    // The remittance (835) that decided the claim, this claim's part only.
    answer: jsonb('answer').$type<PayerAnswer>().notNull(),
    remittanceDate: date('remittance_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    windowSource: text('window_source').notNull(),
    windowVerified: boolean('window_verified').notNull(),
    evidence: jsonb('evidence').$type<ReconsiderationEvidence>().notNull(),
    // When her reminder went out: once per reconsideration.
    remindedAt: moment('reminded_at'),
    createdAt: stampMs('created_at'),
    updatedAt: momentMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reconsiderations_one_open_per_claim')
      .on(table.claimId)
      .where(sql`state IN ('drafted', 'sent', 'answered')`),
    index('reconsiderations_user_idx').on(table.userId, table.createdAt.desc()),
    // The console's list and the reminder job: open ones by deadline.
    index('reconsiderations_open_deadline_idx')
      .on(table.deadline, table.id)
      .where(sql`state IN ('drafted', 'sent', 'answered')`),
  ],
);
