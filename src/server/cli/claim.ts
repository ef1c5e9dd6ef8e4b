import { writeFile } from 'node:fs/promises';
import { claimFrequencyLabel, type LinkedClaim } from '#domain/claims/corrections';
import { operatorClaimStatuses } from '#domain/claims/claim-states';
import type { ClaimView } from '#domain/claims/view';
import { claimStatusOf } from '../app-claim-status.ts';
import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { DomainError } from '../errors/index.ts';
import { createClaimFormService } from '../modules/claim-forms/index.ts';
import { createClaimService } from '../modules/claims/index.ts';
import { createClearinghouseService } from '../modules/clearinghouse/index.ts';
import { createProfileService } from '../modules/profile/index.ts';
import { auditCommandLine, takeOption, UsageError, type CliSubject } from './cli-command.ts';
import { claimHooks } from '../app-claim-hooks.ts';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A claim as `claim show` prints it: one fact a line, the links by form ID. */
export function claimSummaryLines(claim: ClaimView): string[] {
  const linked = (label: string, other: LinkedClaim | null) =>
    other
      ? [`${label}: ${other.formId} (${claimFrequencyLabel[other.frequency].toLowerCase()})`]
      : [];
  return [
    `Claim ${claim.formId} (${claim.id})`,
    `Status: ${claim.status}`,
    `Kind: ${claimFrequencyLabel[claim.frequency].toLowerCase()} (frequency ${claim.frequency})`,
    ...(claim.resubmissionReference
      ? [`Replaces payer claim number: ${claim.resubmissionReference}`]
      : []),
    ...(claim.payerClaimNumber ? [`Payer claim number: ${claim.payerClaimNumber}`] : []),
    ...linked(claim.frequency === '8' ? 'Voids' : 'Corrects', claim.corrects),
    ...linked(
      claim.correctedBy?.frequency === '8' ? 'Voided by' : 'Corrected by',
      claim.correctedBy,
    ),
    `Service: ${claim.serviceType}, ${claim.serviceDateFrom}`,
    `Payer: ${claim.patient.insuranceProvider} (${claim.patient.payerId})`,
    `Charge: ${money(claim.totalChargeCents)}, paid ${money(claim.paidCents)}`,
  ];
}

export const claim: CliSubject = {
  usage: `  claim status <claim-id> <status> [--note <text>]
                                           set a claim's status (${operatorClaimStatuses.join(', ')}); the claim id
                                           may be its id or its form ID (DB-2026-000001)
  claim show <claim-id>                     what an operator needs of a claim (no patient details):
                                           status, kind (original, replacement, void), the payer's
                                           claim number it names, and the claims it corrects or
                                           that correct it
  claim ask <claim-id>                      ask the payer about the claim now (a 276 over the
                                           connection that answers real time); its 277 answer is
                                           posted to the claim, or why nothing was is said
  claim pdf <form-id>... <file> [--data-only]
                                           write the claims' CMS-1500 (a page each) to a PDF file;
                                           --data-only prints only the values, for red forms`,
  commands: {
    async show({ database, out }, args) {
      const [claimId, ...extra] = args;
      if (!claimId || extra.length > 0) throw new UsageError('claim show needs one claim id');
      const found = await createClaimService(database.db, {
        claimHooks,
      }).getForOperator(claimId);
      if (!found) throw new DomainError('not_found', `No claim with id or form ID "${claimId}".`);
      for (const line of claimSummaryLines(found.claim)) out(line);
    },

    async ask({ database, config, out }, args) {
      const [claimId, ...extra] = args;
      if (!claimId || extra.length > 0) throw new UsageError('claim ask needs one claim id');
      const taxIds = await loadTaxIdCipher(config);
      const quiet = { info() {}, warn() {} };
      const service = claimStatusOf(
        {
          db: database.db,
          config,
          claims: createClaimService(database.db, { claimHooks, taxIds }),
          claimHooks,
          profiles: createProfileService(database.db, taxIds),
          clearinghouses: createClearinghouseService(database.db, taxIds, {
            allowPrivate: config.clearinghouseAllowPrivate,
          }),
        },
        quiet,
      );
      const asked = await service.ask(claimId, { label: 'operator (command line)' });
      await auditCommandLine(database.db, 'claim', 'ask_status', claimId);
      out(`Claim ${asked.formId}: ${asked.state}. ${asked.message}`);
      // Asked, but no answer posted: a script must not read it as done.
      return asked.state === 'answered' ? 0 : 1;
    },

    async pdf({ database, config, out }, args) {
      const dataOnly = args.includes('--data-only');
      const rest = args.filter((arg) => arg !== '--data-only');
      const file = rest.at(-1);
      const claimIds = rest.slice(0, -1);
      if (!file || claimIds.length === 0)
        throw new UsageError('claim pdf needs one or more claim ids or form IDs and a file');
      const forms = createClaimFormService({
        claims: createClaimService(database.db, { claimHooks }),
        profiles: createProfileService(database.db, await loadTaxIdCipher(config)),
      });
      const pdf = await forms.forOperator(claimIds, dataOnly ? 'data-only' : 'with-form');
      await writeFile(file, pdf.bytes, { mode: 0o600 });
      out(`Wrote ${claimIds.length} claim form${claimIds.length === 1 ? '' : 's'} to ${file}.`);
    },

    async status({ database, out }, args) {
      const { rest, value: note } = takeOption(args, 'note');
      const [claimId, status, ...extra] = rest;
      if (!claimId || !status || extra.length > 0)
        throw new UsageError('claim status needs a claim id and a status');
      if (!(operatorClaimStatuses as readonly string[]).includes(status)) {
        throw new UsageError(
          `"${status}" is not a claim status; use one of ${operatorClaimStatuses.join(', ')}`,
        );
      }
      try {
        const changed = await createClaimService(database.db, {
          claimHooks,
        }).changeStatus(
          claimId,
          { status: status as (typeof operatorClaimStatuses)[number], note: note ?? '' },
          { label: 'operator (command line)' },
        );
        const previous = changed.statusHistory.at(-1)?.from ?? 'pending';
        out(`Claim ${changed.formId} (${changed.id}) is now ${changed.status} (was ${previous}).`);
      } catch (error) {
        // The console answers a bare 404; here the operator typed the id, so name it.
        if (error instanceof DomainError && error.kind === 'not_found') {
          throw new DomainError('not_found', `No claim with id or form ID "${claimId}".`);
        }
        throw error;
      }
    },
  },
};
