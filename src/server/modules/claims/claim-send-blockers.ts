import { sql, type SQL } from 'drizzle-orm';
import {
  type BlockerSource,
  inCheckOrder,
  readyNoteOf,
  sendBlockerRulesOf,
  sendBlockersOf,
  sendBlockersOfSource,
  type Finding,
} from '#domain/billing/index';
import { facilityAddress, facilitySnapshot } from '#domain/claims/snapshot';
import type { FacilityView } from '#domain/records/facility';
import type { PatientView } from '#domain/records/patient';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { StoredSendBlocker } from './claims.tables.ts';
import { announceChanges } from '../events/index.ts';
import { providerBillingFactsOf } from '../profile/index.ts';
import type { StatusChangeActor } from './claim-actors.ts';
import type { ClaimHooks } from './claim-hooks.ts';
import { type ClaimTransitionRequest, transitionClaims } from './claim-transitions.ts';

/**
 * The most pending claims one save brings up to date. A doula has far fewer waiting to be sent;
 * any beyond it are still checked again, and marked, when a batch considers them.
 */
export const MAX_CLAIMS_PER_REFRESH = 1000;

/** What one saved record is to her pending claims: which claims carry it, and what they copy. */
type Refresh = {
  source: BlockerSource;
  /** Narrows her pending claims to the ones that carry this record. */
  claims?: SQL;
  /**
   * The claim's copy of the record (column → saved value), refreshed only on a claim this
   * record held back, so the claim file carries her fix; any other claim keeps its copy.
   */
  copy?: [column: string, value: string][];
};

/** `column = saved value` for each copied column, where this record held the claim back. */
function copyOf(copy: Refresh['copy'], place: string): SQL {
  if (!copy) return sql``;
  const heldBack = sql`coalesce(target.before, '[]'::jsonb) @> ${JSON.stringify([{ where: place }])}::jsonb`;
  return sql.join(
    copy.map(
      ([column, value]) =>
        sql`${sql.identifier(column)} = CASE WHEN ${heldBack} THEN ${value} ELSE claims.${sql.identifier(column)} END, `,
    ),
  );
}

/**
 * After she saves her profile, a facility or a patient: her pending claims carrying it get the
 * record's send blockers in place of the ones it caused before, in one statement (her other
 * records' blockers stay). A pending claim this record held back has not reached any payer, so
 * it takes the fixed facility address and NPI, or the fixed policy number, from the record
 * (other claims keep their copies: a later edit does not change a submitted claim). A claim whose
 * last blocker went away says "Ready to send: …" in its history, one newly held back says
 * "Needs your attention: …": both through the state machine, without moving the status. The
 * claim's kept warnings are those of its check as of this save: the record's old findings give
 * way to its new ones (decision 090), so a fixed ZIP+4 no longer warns anywhere.
 */
async function refresh(
  tx: DbOrTx,
  hooks: ClaimHooks,
  userId: string,
  actor: StatusChangeActor,
  { source, claims, copy }: Refresh,
) {
  const blockers = sendBlockersOfSource(source);
  const warnings = blockers
    .filter((blocker) => blocker.severity === 'warning')
    .map(({ rule, severity, field, message, fix }) => ({ rule, severity, field, message, fix }));
  const rulesHere = sendBlockerRulesOf(source.place);
  const { rows } = await tx.execute<{
    id: string;
    before: StoredSendBlocker[] | null;
    after: StoredSendBlocker[] | null;
  }>(sql`
    WITH target AS (
      SELECT id, send_blockers AS before FROM claims
      WHERE user_id = ${userId} AND deleted = false AND status = 'pending' ${claims ? sql`AND ${claims}` : sql``}
      ORDER BY id LIMIT ${MAX_CLAIMS_PER_REFRESH} FOR UPDATE
    )
    UPDATE claims SET ${copyOf(copy, source.place)}
      send_blockers = nullif(
        ${JSON.stringify(blockers)}::jsonb || coalesce((
          SELECT jsonb_agg(b) FROM jsonb_array_elements(target.before) b
          WHERE b->>'where' <> ${source.place}), '[]'::jsonb),
        '[]'::jsonb),
      check_warnings = coalesce((
          SELECT jsonb_agg(w) FROM jsonb_array_elements(claims.check_warnings) w
          WHERE NOT (w->>'rule' = ANY(${sql.param(rulesHere)}::text[]))), '[]'::jsonb)
        || ${JSON.stringify(warnings)}::jsonb,
      updated_at = now()
    FROM target WHERE claims.id = target.id
    RETURNING claims.id, target.before, claims.send_blockers AS after`);

  const history: ClaimTransitionRequest[] = [];
  for (const row of rows) {
    const before = inCheckOrder(row.before ?? []);
    const after = inCheckOrder(row.after ?? []);
    const step = { claimId: row.id, changedBy: 'system', actor };
    if (before.length > 0 && after.length === 0) {
      history.push({ ...step, event: 'became-ready', note: readyNoteOf(before) });
    } else if (after.length > 0 && after[0]!.rule !== before[0]?.rule) {
      history.push({
        ...step,
        event: 'needs-attention',
        note: `Needs your attention: ${after[0]!.message}`,
      });
    }
  }
  await transitionClaims(tx, history, hooks);
  // The others changed too (a copy, or a blocker behind the first): her open lists reload them.
  const told = new Set(history.map((step) => step.claimId));
  await announceChanges(
    tx,
    rows
      .filter((row) => !told.has(row.id))
      .map((row) => ({ userId, change: { entity: 'claim', id: row.id, action: 'updated' } })),
  );
}

/** The hooks the profile, facility and patient services call inside their save's transaction. */
export function sendBlockerRefreshes(options: {
  claimHooks: ClaimHooks;
  taxIds?: TaxIdCipher | undefined;
}) {
  return {
    async afterProfileSaved(tx: DbOrTx, userId: string, actor: StatusChangeActor = { userId }) {
      const provider = await providerBillingFactsOf(tx, userId, options.taxIds);
      await refresh(tx, options.claimHooks, userId, actor, {
        source: { place: 'account', provider },
      });
    },

    async afterFacilitySaved(
      tx: DbOrTx,
      userId: string,
      facility: FacilityView,
      actor: StatusChangeActor = { userId },
    ) {
      const copy = facilitySnapshot(facility);
      await refresh(tx, options.claimHooks, userId, actor, {
        source: {
          place: 'facilities',
          facility: { npi: facility.npiNumber, zip: facility.addressZip, kind: facility.kind },
        },
        claims: sql`facility_id = ${facility.id}`,
        copy: [
          ['facility_name', copy.name],
          ['facility_address_street', copy.addressStreet],
          ['facility_address_city', copy.addressCity],
          ['facility_address_state', copy.addressState],
          ['facility_address_zip', copy.addressZip],
          ['facility_npi_number', copy.npiNumber],
          ['address', facilityAddress(copy)],
        ],
      });
    },

    async afterPatientSaved(
      tx: DbOrTx,
      userId: string,
      patient: Pick<PatientView, 'id' | 'policyNumber'>,
      actor: StatusChangeActor = { userId },
    ) {
      await refresh(tx, options.claimHooks, userId, actor, {
        source: { place: 'patients', patient: { policyNumber: patient.policyNumber } },
        claims: sql`patient_id = ${patient.id}`,
        copy: [['patient_policy_number', patient.policyNumber]],
      });
    },
  };
}

/**
 * What a batch found keeping pending claims from being sent, kept on them so her list says so
 * (a claim submitted before this rule, or held back by a rule whose facts changed since).
 */
export async function markSendBlockers(
  tx: DbOrTx,
  found: { claimId: string; findings: readonly Finding[] }[],
) {
  const marked = found
    .map(({ claimId, findings }) => ({ claimId, blockers: sendBlockersOf(findings) }))
    .filter(({ blockers }) => blockers.length > 0);
  if (marked.length === 0) return;
  await tx.execute(sql`
    UPDATE claims SET send_blockers = found.blockers::jsonb, updated_at = now()
    FROM unnest(${sql.param(marked.map((m) => m.claimId))}::uuid[],
                ${sql.param(marked.map((m) => JSON.stringify(m.blockers)))}::text[])
      AS found(id, blockers)
    WHERE claims.id = found.id AND claims.status IN ('pending')
      AND claims.send_blockers IS DISTINCT FROM found.blockers::jsonb`);
}
