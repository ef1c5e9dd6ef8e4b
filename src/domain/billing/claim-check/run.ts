import { claimsInSameEpisode } from '#domain/billing/benefits';
import { isRealIsoDate } from '#domain/common/dates';
import {
  defaultPayerCatalog,
  type PayerCatalog,
  resolvePayerProfile,
} from '#domain/billing/payer-mapping';
import { versionOn } from '#domain/billing/payer-profile';
import { buildServiceLines } from '#domain/billing/service-lines';
import { claimCheckRules } from './rules.ts';
import { isSendBlocker, type SendBlocker, sendBlockersOf } from './send-blockers.ts';
import type { ClaimCheckContext, ClaimCheckInput, ClaimCheckRule, Finding } from './types.ts';

/** Works out once what several rules need: the payer profile, its version, the lines, the pregnancy. */
export function claimCheckContext(
  input: ClaimCheckInput,
  catalog: PayerCatalog = defaultPayerCatalog,
): ClaimCheckContext {
  const serviceDateValid = isRealIsoDate(input.service.date);
  const resolved = resolvePayerProfile(input.patient, catalog);
  const profile = resolved?.profile ?? null;
  const noProgramForState = resolved?.noProgramForState ?? null;
  const version =
    profile && serviceDateValid ? (versionOn(profile, input.service.date) ?? null) : null;
  const episode = serviceDateValid
    ? claimsInSameEpisode(input.service.date, input.patient.pregnancies, input.otherClaims)
    : { pregnancyKnown: input.patient.pregnancies.length > 0, assignment: null, claims: [] };
  const lines =
    profile && serviceDateValid
      ? buildServiceLines(profile, {
          serviceType: input.service.type,
          dateOfService: input.service.date,
          setting: input.service.setting,
          facilityKind: input.facility?.kind ?? null,
          virtualMode: input.service.virtualMode ?? null,
          patientAtHome: input.service.patientAtHome ?? null,
          durationMinutes: input.service.durationMinutes,
          serviceDays: input.service.serviceDays ?? null,
          deliveryType: input.service.afterAttemptedVbac ? 'cesarean-after-attempted-vbac' : null,
          diagnoses: input.diagnoses.filter((code) => code.trim() !== ''),
          packageClaims: episode.claims,
        })
      : null;
  return { input, serviceDateValid, profile, noProgramForState, version, lines, episode };
}

export interface ClaimCheckResult {
  findings: Finding[];
  errors: (Finding & { severity: 'error' })[];
  warnings: (Finding & { severity: 'warning' })[];
  /** What the claim relies on (a standing order, a recommendation on file): said, never a stop. */
  notes: Finding[];
  /** True when nothing stops the claim from being submitted (warnings may remain). */
  canSubmit: boolean;
  /** What keeps the claim file from carrying the claim, with where she fixes each. */
  sendBlockers: SendBlocker[];
  /** True when the claim can be submitted and sent as it is. */
  canSend: boolean;
  context: ClaimCheckContext;
}

/**
 * Runs every rule on one claim. Pure: the same input always gives the same findings, so the form
 * can run it as she types and the server again at submit.
 */
export function runClaimCheck(
  input: ClaimCheckInput,
  options: { catalog?: PayerCatalog; rules?: readonly ClaimCheckRule[] } = {},
): ClaimCheckResult {
  const context = claimCheckContext(input, options.catalog);
  const findings = (options.rules ?? claimCheckRules)
    .flatMap((rule) => rule.check(context))
    .map((f) => (isSendBlocker(f) ? { ...f, blocksSending: true } : f));
  const errors = findings.filter(
    (f): f is Finding & { severity: 'error' } => f.severity === 'error',
  );
  const warnings = findings.filter(
    (f): f is Finding & { severity: 'warning' } => f.severity === 'warning',
  );
  const notes = findings.filter((f) => f.severity === 'info');
  const sendBlockers = sendBlockersOf(findings);
  const canSubmit = errors.length === 0;
  return {
    findings,
    errors,
    warnings,
    notes,
    canSubmit,
    sendBlockers,
    canSend: canSubmit && sendBlockers.length === 0,
    context,
  };
}
