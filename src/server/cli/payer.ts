import {
  formatCents,
  normalizePayerId,
  type PayerMapping,
  type PayerProfile,
  type PayerProfileVersion,
} from '#domain/billing/index';
import { isPayerType, payerTypes } from '#domain/records/payer-types';
import { describeUnitRule } from '#domain/billing/visit-length';
import { describePackage } from '#domain/billing/birth-package';
import { describeLimit } from '#domain/billing/limits';
import { lineModifiers } from '#domain/billing/line-rules';
import { deliveryTypeWords, describeSources, unverifiedWords } from '#domain/billing/program-rules';
import { DomainError, invalid } from '../errors/index.ts';
import { createPayerCatalogService } from '../modules/billing/index.ts';
import {
  auditCommandLine,
  CLI_ACTOR,
  readInputFile,
  takeOption,
  UsageError,
  type CliSubject,
} from './cli-command.ts';

/**
 * Payer profiles and the payer mapping from the shell: the same billing service as the operator
 * console's "Payer profiles" panel, so the same schemas, overlap rule and conflicts apply. Each
 * change is written to the audit trail under the console's action names.
 */

/** A JSON file an operator wrote (or `payer show --json` printed); unreadable is wrong input. */
async function readJson(file: string): Promise<unknown> {
  const text = await readInputFile(file);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(`${file} is not valid JSON.`);
  }
}

/** The profile in the catalog, or "not found" naming what was typed. */
function profileIn(profiles: readonly PayerProfile[], profileId: string): PayerProfile {
  const profile = profiles.find((candidate) => candidate.id === profileId);
  if (!profile) throw new DomainError('not_found', `No payer profile with id "${profileId}".`);
  return profile;
}

/** Field errors name the field (`versions.0.effectiveFrom: …`), since there is no form here. */
async function withFieldPaths<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.fields) {
      throw new DomainError(error.kind, error.message, {
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([path, message]) => [path, `${path}: ${message}`]),
        ),
      });
    }
    throw error;
  }
}

const period = (version: PayerProfileVersion) =>
  `${version.effectiveFrom} to ${version.effectiveTo ?? 'until further notice'}`;

function mappingLines(mapping: PayerMapping, profileId?: string): string[] {
  const lines = mapping.entries
    .filter((entry) => !profileId || entry.profileId === profileId)
    .map(
      (entry) =>
        `${entry.payerType ?? 'any payer type'}\t${entry.payerId ?? 'any payer ID'}\t→ ${entry.profileId}`,
    );
  if (!profileId || mapping.defaultProfileId === profileId)
    lines.push(`every other payer\t\t→ ${mapping.defaultProfileId}`);
  return lines;
}

const inPerson = { setting: 'home' } as const;

function showProfile(profile: PayerProfile, mapping: PayerMapping, out: (line: string) => void) {
  out(`${profile.name} (${profile.id})`);
  if (profile.medicaidState) out(`Medicaid program of ${profile.medicaidState}`);
  for (const version of profile.versions) {
    out('');
    out(`Version ${period(version)}`);
    for (const source of describeSources(version)) out(`  Source: ${source}`);
    const versionUnverified = unverifiedWords(version.unverified);
    if (versionUnverified) out(`  Rules ${versionUnverified}`);
    for (const rule of version.services) {
      const code = [rule.procedureCode, ...lineModifiers(version, rule, inPerson)].join(' ');
      const unit = describeUnitRule(rule);
      const unverified = unverifiedWords(rule.unverified);
      out(
        `  ${rule.serviceType} (${rule.visitKinds.join(', ')})\t${code}\t${unit}\t${formatCents(rule.allowedCents)}${rule.rateVerified ? '' : ' (estimate)'}${unverified ? `\t(${unverified})` : ''}`,
      );
      for (const price of rule.byDeliveryType ?? []) {
        out(
          `    ${deliveryTypeWords[price.deliveryType]}\t${price.procedureCode}\t${formatCents(price.allowedCents)}${price.rateVerified ? '' : ' (estimate)'}`,
        );
      }
    }
    if (version.package) out(`  Birth package: ${describePackage(version.package)}`);
    const limits = version.limitsPerPregnancy.map(describeLimit).join(', ');
    out(`  Limits: ${limits || 'none'}`);
    const filing = version.timelyFiling.limit;
    out(`  Filing window: ${filing.amount} ${filing.unit} (${version.timelyFiling.measuredFrom})`);
  }
  out('');
  const used = mappingLines(mapping, profile.id);
  out(used.length > 0 ? 'Used by:' : 'No payer is mapped to it.');
  for (const line of used) out(`  ${line}`);
}

/** `--payer-type <type>` and `--payer-id <id>` of a mapping entry; at least one is needed. */
function entryKey(args: string[], command: string) {
  const type = takeOption(args, 'payer-type');
  const id = takeOption(type.rest, 'payer-id');
  if (type.value !== undefined && !isPayerType(type.value)) {
    throw new UsageError(
      `"${type.value}" is not a payer type; use one of ${payerTypes.map((t) => `"${t}"`).join(', ')}`,
    );
  }
  const payerType = type.value ?? null;
  const payerId = id.value?.trim() ? normalizePayerId(id.value) : null;
  if (payerType === null && payerId === null)
    throw new UsageError(`${command} needs --payer-type, --payer-id or both`);
  return {
    rest: id.rest,
    payerType: payerType as PayerMapping['entries'][number]['payerType'],
    payerId,
  };
}

export const payer: CliSubject = {
  usage: `  payer list                               list payer profiles and the payer mapping
  payer show <profile-id> [--json]         a profile's versions, rates, limits and who uses it;
                                           --json prints it as data (a version there can be
                                           edited and given to "payer version add")
  payer add <name> <file.json>             add a profile from a JSON file of one version or a list
  payer rename <profile-id> <name>         give a profile a new name (its id stays)
  payer ask-after <profile-id> <days>      ask the payer about a claim it accepted (a 276)
                                           after this many days without an 835 (7-365; 30 at first)
  payer version add <profile-id> <file.json>
                                           add a dated version (the open one ends the day before)
  payer map <profile-id> [--payer-type <type>] [--payer-id <id>]
                                           bill that payer type and/or payer ID with the profile
  payer map --default <profile-id>         the profile of every payer without its own line
  payer unmap [--payer-type <type>] [--payer-id <id>]
                                           remove that line from the mapping`,
  commands: {
    async list({ database, out }, args) {
      if (args.length > 0) throw new UsageError('payer list takes no arguments');
      const { profiles, mapping } = await createPayerCatalogService(database.db).catalog();
      for (const profile of profiles) {
        const latest = profile.versions.at(-1);
        out(
          `${profile.id}\t${profile.name}\t${profile.versions.length} version${profile.versions.length === 1 ? '' : 's'}${latest ? `, latest ${period(latest)}` : ''}`,
        );
      }
      out('');
      out('Mapping:');
      for (const line of mappingLines(mapping)) out(`  ${line}`);
    },

    async show({ database, out }, args) {
      const json = args.includes('--json');
      const [profileId, ...extra] = args.filter((arg) => arg !== '--json');
      if (!profileId || extra.length > 0) throw new UsageError('payer show needs one profile id');
      const { profiles, mapping } = await createPayerCatalogService(database.db).catalog();
      const profile = profileIn(profiles, profileId);
      if (json) out(JSON.stringify(profile, null, 2));
      else showProfile(profile, mapping, out);
    },

    async add({ database, out }, args) {
      const [name, file, ...extra] = args;
      if (!name || !file || extra.length > 0)
        throw new UsageError('payer add needs a name and a JSON file');
      const data = await readJson(file);
      const versions = Array.isArray(data) ? data : [data];
      const profile = await withFieldPaths(() =>
        createPayerCatalogService(database.db).createProfile({ name, versions }, CLI_ACTOR),
      );
      await auditCommandLine(database.db, 'payer_profile', 'create', profile.id);
      out(
        `Added payer profile ${profile.name} (${profile.id}) with ${profile.versions.length} version${profile.versions.length === 1 ? '' : 's'}. No payer uses it until one is mapped to it.`,
      );
    },

    async rename({ database, out }, args) {
      const [profileId, name, ...extra] = args;
      if (!profileId || name === undefined || extra.length > 0)
        throw new UsageError('payer rename needs a profile id and a name (quote it)');
      const payers = createPayerCatalogService(database.db);
      const before = profileIn((await payers.catalog()).profiles, profileId);
      const renamed = await payers.renameProfile(profileId, { name });
      await auditCommandLine(database.db, 'payer_profile', 'rename', profileId);
      out(`${before.name} (${profileId}) is now called ${renamed.name}.`);
    },

    async 'ask-after'({ database, out }, args) {
      const [profileId, days, ...extra] = args;
      if (!profileId || !days || extra.length > 0 || !/^\d{1,3}$/.test(days))
        throw new UsageError('payer ask-after needs a profile id and a whole number of days');
      const payers = createPayerCatalogService(database.db);
      const { name } = profileIn((await payers.catalog()).profiles, profileId);
      await withFieldPaths(() =>
        payers.renameProfile(profileId, { name, claimStatusAfterDays: Number(days) }),
      );
      await auditCommandLine(database.db, 'payer_profile', 'rename', profileId);
      out(
        `${name} (${profileId}): a claim it accepted is asked about after ${days} days without an 835.`,
      );
    },

    async version({ database, out }, args) {
      const [action, profileId, file, ...extra] = args;
      if (action !== 'add' || !profileId || !file || extra.length > 0)
        throw new UsageError('payer version add needs a profile id and a JSON file');
      const payers = createPayerCatalogService(database.db);
      profileIn((await payers.catalog()).profiles, profileId);
      const version = await readJson(file);
      const profile = await withFieldPaths(() => payers.addVersion(profileId, version, CLI_ACTOR));
      await auditCommandLine(database.db, 'payer_profile', 'create_version', profileId);
      out(`${profile.name} now has these versions:`);
      for (const each of profile.versions) out(`  ${period(each)}`);
      out('Claims already submitted keep their lines.');
    },

    async map({ database, out }, args) {
      const payers = createPayerCatalogService(database.db);
      const { mapping } = await payers.catalog();
      const fallback = takeOption(args, 'default');
      let next: PayerMapping;
      let said: string;
      if (fallback.value !== undefined) {
        if (fallback.rest.length > 0)
          throw new UsageError('payer map --default takes one profile id');
        next = { ...mapping, defaultProfileId: fallback.value };
        said = `Every payer without its own line is now billed with ${fallback.value}.`;
      } else {
        const { rest, payerType, payerId } = entryKey(args, 'payer map');
        const [profileId, ...extra] = rest;
        if (!profileId || extra.length > 0) throw new UsageError('payer map needs one profile id');
        const others = mapping.entries.filter(
          (entry) => entry.payerType !== payerType || entry.payerId !== payerId,
        );
        next = { ...mapping, entries: [...others, { payerType, payerId, profileId }] };
        said = `${payerType ?? 'Any payer type'} with ${payerId ? `payer ID ${payerId}` : 'any payer ID'} is now billed with ${profileId}.`;
      }
      await withFieldPaths(() => payers.setMapping(next, CLI_ACTOR));
      await auditCommandLine(database.db, 'payer_mapping', 'update', null);
      out(said);
      out('New claims use it at once; claims already submitted keep their lines.');
    },

    async unmap({ database, out }, args) {
      const { rest, payerType, payerId } = entryKey(args, 'payer unmap');
      if (rest.length > 0)
        throw new UsageError('payer unmap takes only --payer-type and --payer-id');
      const payers = createPayerCatalogService(database.db);
      const { mapping } = await payers.catalog();
      const entries = mapping.entries.filter(
        (entry) => entry.payerType !== payerType || entry.payerId !== payerId,
      );
      if (entries.length === mapping.entries.length) {
        throw new DomainError('not_found', 'No mapping line has that payer type and payer ID.');
      }
      await payers.setMapping({ ...mapping, entries }, CLI_ACTOR);
      await auditCommandLine(database.db, 'payer_mapping', 'update', null);
      out('Removed that line; those payers now follow the remaining lines or the default.');
    },
  },
};
