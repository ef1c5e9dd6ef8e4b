import {
  buildServiceLines,
  type PayerCatalog,
  resolvePayerProfile,
  type ServiceLinesResult,
} from '#domain/billing/index';
import { claimDurationMinutes } from '#domain/claims/claim-check-input';
import { inferServiceLocation } from '#domain/claims/service-location';
import type { DbOrTx } from '../../db/database.ts';
import type { StoredClaimLine } from './claims.tables.ts';
import { payerCatalogOf } from '../billing/index.ts';
import {
  type ClaimBilling,
  claimsWithoutLines,
  setDerivedLines,
} from './claim-billing.repository.ts';
import type { ClaimRow } from './claims.repository.ts';

type BuiltLines = Extract<ServiceLinesResult, { ok: true }>;

/** The lines as a claim stores them: the payer allows what the profile says, so charge = allowed. */
export function storedLines(built: BuiltLines): StoredClaimLine[] {
  return built.lines.map((line) => ({
    procedureCode: line.procedureCode,
    modifiers: line.modifiers,
    units: line.units,
    unitChargeCents: line.unitChargeCents,
    chargeCents: line.chargeCents,
    allowedCents: line.chargeCents,
    placeOfService: line.placeOfService,
    diagnosisPointers: line.diagnosisPointers,
  }));
}

/** The billing columns of a claim priced by one profile version. */
export function billingOf(built: BuiltLines, profileName: string): ClaimBilling {
  const lines = storedLines(built);
  const allowed = lines.reduce((sum, line) => sum + line.allowedCents, 0);
  const covered = built.packageBilling?.kind === 'covered' ? built.packageBilling : null;
  return {
    // A visit the package covers keeps the line it would bill on its own, for the day the
    // package is not completed (then it is billed so), and bills nothing while covered.
    lines: covered ? storedLines({ ...built, lines: covered.ownLines }) : lines,
    totalChargeCents: built.totalCents,
    expectedCents: allowed,
    coveredByPackage: covered?.pkg.name ?? null,
    payerProfileId: built.profileId,
    payerProfileVersion: built.version.effectiveFrom,
    payerProfileName: profileName,
  };
}

/**
 * Lines for a claim from before lines existed, from what it recorded: its service type, its
 * patient's payer, its date, where it happened. It has no diagnoses (none were asked), a
 * facility counts as a hospital (every facility was one before kinds existed) and a virtual
 * visit as audio-video. When the profile cannot code it (a date before any version), it keeps
 * no lines and no amounts; either way it is marked derived and never looked at again.
 */
export function derivedBilling(row: ClaimRow, catalog: PayerCatalog): ClaimBilling {
  const resolved = resolvePayerProfile(
    { payerType: row.patientPayerType, payerId: row.patientPayerId },
    catalog,
  );
  const none: ClaimBilling = {
    lines: [],
    totalChargeCents: 0,
    expectedCents: 0,
    payerProfileId: resolved?.profile.id ?? null,
    payerProfileVersion: null,
    payerProfileName: resolved?.profile.name ?? '',
  };
  if (!resolved) return none;
  const setting = inferServiceLocation(row);
  const built = buildServiceLines(resolved.profile, {
    serviceType: row.serviceType,
    dateOfService: row.serviceDateFrom,
    setting,
    facilityKind: setting === 'facility' ? 'hospital' : null,
    virtualMode: setting === 'virtual' ? 'audio-video' : null,
    durationMinutes: claimDurationMinutes({
      serviceAdditionalInputs: row.serviceAdditionalInputs,
      serviceDateFrom: row.serviceDateFrom,
      serviceDateTo: row.serviceDateTo ?? '',
      serviceTimeFrom: row.serviceTimeFrom,
      serviceTimeTo: row.serviceTimeTo,
    }),
    diagnoses: row.diagnosisCodes,
  });
  if (!built.ok) return none;
  return {
    ...billingOf(built, resolved.profile.name),
    facilityKind: setting === 'facility' ? 'hospital' : null,
  };
}

/** How many old claims one backfill step reads and writes. */
export const BACKFILL_BATCH = 500;

/**
 * Gives every claim from before lines existed its derived lines, a batch at a time (keyset by
 * id, each batch in its own transaction). Idempotent: a claim that has them is never picked.
 */
export async function backfillClaimLines(db: DbOrTx, batchSize = BACKFILL_BATCH): Promise<number> {
  let done = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch = await claimsWithoutLines(db, afterId, batchSize);
    if (batch.length === 0) return done;
    const catalog = await payerCatalogOf(db);
    await db.transaction(async (tx) => {
      for (const row of batch) await setDerivedLines(tx, row.id, derivedBilling(row, catalog));
    });
    done += batch.length;
    afterId = batch.at(-1)!.id;
    if (batch.length < batchSize) return done;
  }
}
