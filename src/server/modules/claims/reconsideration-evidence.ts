import { addDays } from '#domain/billing/calendar';
import { benefitUsage, claimsInSameEpisode } from '#domain/billing/benefits';
import { limitMessages } from '#domain/billing/limit-messages';
import { type PayerProfileVersion, versionOn } from '#domain/billing/payer-profile';
import { describeSources } from '#domain/billing/program-rules';
import {
  type ReconsiderationWindow,
  reconsiderationWindowOf,
} from '#domain/billing/reconsideration-window';
import type { ReconsiderationEvidence } from '#domain/claims/reconsideration';
import type { ClaimView } from '#domain/claims/view';
import { writtenMonth } from '#domain/common/dates';
import type { DbOrTx } from '../../db/database.ts';
import { payerCatalogOf } from '../billing/index.ts';
import { coverageForClaimOf } from '../eligibility/index.ts';
import { ownPatients } from '../patients/index.ts';
import { otherClaimsOfPatient } from './claim-billing.repository.ts';
import { pregnanciesOf } from './claim-check-at-submit.ts';

/** What a reconsideration of one claim rests on: the evidence held and the payer's window. */
export interface ReconsiderationFacts {
  evidence: ReconsiderationEvidence;
  window: ReconsiderationWindow;
}

/** The 277CA that accepted the claim, as its history note dates it ("277CA from X, 2026-11-05: …"). */
const ACCEPTED_NOTE = /^277CA from .*, (\d{4}-\d{2}-\d{2}):/;

function receivedOnOf(claim: ClaimView): string | null {
  const accepted = claim.statusHistory.find(
    (change) => change.to === 'processing' && ACCEPTED_NOTE.test(change.note),
  );
  return accepted ? ACCEPTED_NOTE.exec(accepted.note)![1]! : null;
}

const sourceOf = (version: PayerProfileVersion) => describeSources(version)[0]!;

/**
 * The evidence the product holds for a reconsideration of her claim: the limit the claim counts
 * toward as her tracker counts it on the date of service without this claim, the rate in force
 * from the profile that priced it, a stored coverage answer saying she was covered that month,
 * and the 277CA's date of receipt. The window is the profile version's (or the fallback).
 */
export async function reconsiderationFactsOf(
  db: DbOrTx,
  userId: string,
  claim: ClaimView,
): Promise<ReconsiderationFacts> {
  const catalog = await payerCatalogOf(db);
  const profile = catalog.profiles.find((p) => p.name === claim.payerProfileName);
  const version = profile ? versionOn(profile, claim.serviceDateFrom) : undefined;
  const evidence: ReconsiderationEvidence = {
    limit: version ? await limitOf(db, userId, claim, version) : null,
    rate:
      version && claim.expectedCents > 0
        ? {
            expectedCents: claim.expectedCents,
            source: sourceOf(version),
            verified: rateVerified(version, claim.serviceType),
          }
        : null,
    coverage: await coverageOf(db, userId, claim),
    // The prompt-pay clock keeps the day of receipt; a claim received before it had one still
    // has its 277CA note.
    receivedOn: claim.promptPay?.receivedOn ?? receivedOnOf(claim),
    recommendation: claim.recommendationReliedOn ? { summary: claim.recommendationReliedOn } : null,
  };
  return { evidence, window: reconsiderationWindowOf(version ?? {}) };
}

function rateVerified(version: PayerProfileVersion, serviceType: string) {
  const rules = version.services.filter((rule) => rule.serviceType === serviceType);
  return rules.length > 0 && rules.every((rule) => rule.rateVerified);
}

async function limitOf(
  db: DbOrTx,
  userId: string,
  claim: ClaimView,
  version: PayerProfileVersion,
): Promise<ReconsiderationEvidence['limit']> {
  const date = claim.serviceDateFrom;
  const [patient] = await ownPatients(db, userId, [claim.patientId]);
  const others = (
    await otherClaimsOfPatient(db, userId, claim.patientId, {
      from: addDays(date, -800),
      to: addDays(date, 800),
    })
  ).filter((other) => other.id !== claim.id);
  const episode = claimsInSameEpisode(date, patient ? pregnanciesOf(patient) : [], others);
  const usage = benefitUsage(version, { date, pregnancyClaims: episode.claims, claims: others });
  const counted = usage.find(({ limit }) =>
    (limit.serviceTypes as readonly string[]).includes(claim.serviceType),
  );
  if (!counted) return null;
  const { limit, used } = counted;
  return {
    words: limitMessages.tracker.count(limit.label, limit.counts, used, limit.max, limit.per),
    used,
    max: limit.max,
    source: sourceOf(version),
    verified: !version.unverified.includes('limitsPerPregnancy'),
  };
}

async function coverageOf(
  db: DbOrTx,
  userId: string,
  claim: ClaimView,
): Promise<ReconsiderationEvidence['coverage']> {
  const month = claim.serviceDateFrom.slice(0, 7);
  const rows = (await coverageForClaimOf(db, userId, claim.patientId)) ?? [];
  const covered = rows.find((row) => row.month === month && row.status === 'covered');
  if (!covered) return null;
  return { month: writtenMonth(month), checkedOn: covered.checkedOn };
}
