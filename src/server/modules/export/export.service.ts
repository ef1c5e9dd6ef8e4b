import { Readable } from 'node:stream';
import archiver from 'archiver';
import { maskTaxId } from '#domain/records/tax-id';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db } from '../../db/database.ts';
import { claimsView } from '../claims/claims.views.ts';
import { facilitiesView } from '../facilities/facilities.views.ts';
import { patientsView } from '../patients/patients.views.ts';
import type { ClaimFormService } from '../claim-forms/index.ts';
import { statusHistoryOf } from '../claims/index.ts';
import {
  recommendationFormsForExport,
  recommendationsForExport,
} from '../recommendations/index.ts';
import type { SessionUser } from '../users/index.ts';
import { csvLine } from './csv.ts';
import { countOwn, EXPORT_PAGE_SIZE, ownRows, profileOf } from './export.repository.ts';

/**
 * "Download my data": one zip with her profile (tax ID masked), patients, facilities, claims and
 * recommendations as CSV and JSON, each claim's details with its status history and its CMS-1500
 * form, and each recommendation's signed form.
 * Built as it is sent: rows are read a page at a time and streamed into the zip, and each form is
 * made only once the one before it is in the zip, so a large export neither waits nor fills
 * memory.
 */
type Row = Record<string, unknown>;

/** Server-side bookkeeping that is not her data. */
const INTERNAL = new Set([
  'userId',
  'taxIdCiphertext',
  'idempotencyKey',
  'requestHash',
  'providerFingerprint',
]);

function visible(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !INTERNAL.has(key))
      .map(([key, value]) => [key, key === 'billingArrangement' ? readable(value) : value]),
  );
}

/** Who bills (her profile's, or a claim's copy), as she may read it: a group's EIN masked. */
function readable(arrangement: unknown): unknown {
  if (!arrangement || typeof arrangement !== 'object' || !('taxIdCiphertext' in arrangement))
    return arrangement;
  const { taxIdCiphertext: _sealed, taxIdLast4, ...rest } = arrangement as Row;
  return { ...rest, taxIdMasked: maskTaxId('EIN', String(taxIdLast4)) };
}

async function* csvOf(rows: AsyncIterable<Row>) {
  let header: string[] | undefined;
  for await (const raw of rows) {
    const row = visible(raw);
    if (!header) {
      header = Object.keys(row);
      yield csvLine(header);
    }
    yield csvLine(header.map((key) => row[key]));
  }
}

async function* jsonOf(rows: AsyncIterable<Row>) {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield `${first ? '\n' : ',\n'}  ${JSON.stringify(visible(row))}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

const README = (
  date: string,
  counts: Record<string, number>,
) => `Your Doula Billing data, exported ${date}.

profile.json, profile.csv        your account and business details (tax ID masked)
patients.json, patients.csv      your ${counts.patients} patients, archived ones included
facilities.json, facilities.csv  your ${counts.facilities} facilities, archived ones included
claims.json, claims.csv          your ${counts.claims} claims, as submitted
claims/<form ID>.json            each claim with its status history
claims/<form ID>.pdf             each claim on a CMS-1500 form, for your records; box 25 shows
                                 only the last four digits of your tax ID, so print a claim
                                 from the app when you need a form to send
recommendations.json, .csv       the licensed providers' recommendations on your patients'
                                 pregnancies, replaced ones included (replaced: true)
recommendations/<ID>.pdf         each recommendation's signed form as you uploaded it (a PDF,
                                 or a picture: .png, .jpg or .webp)

The CSV files open in a spreadsheet; a value that a spreadsheet would run as a formula starts
with an apostrophe there. The JSON files keep every value exactly. This file holds protected
health information: keep it as safe as the app itself.
`;

/** Resolves once the zip has taken in the named entry, or rejects if the zip has stopped. */
function written(zip: archiver.Archiver, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      zip.off('entry', onEntry);
      zip.off('close', onClose);
      zip.off('error', onClose);
    };
    const onEntry = (entry: archiver.EntryData) => {
      if (entry.name !== name) return;
      stop();
      resolve();
    };
    const onClose = () => {
      stop();
      reject(new Error('the export stopped before its claim forms were written'));
    };
    zip.on('entry', onEntry);
    zip.on('close', onClose);
    zip.on('error', onClose);
  });
}

/** Her profile as the export gives it: her e-mail, and her tax ID masked. */
function profileRow(found: Awaited<ReturnType<typeof profileOf>>): Row {
  const p = found?.profile;
  const profile: Row = {
    email: found?.email ?? '',
    ...(p
      ? { ...p, taxIdMasked: maskTaxId(p.taxIdType, p.taxIdLast4), taxIdLast4: undefined }
      : {}),
  };
  delete profile.taxIdLast4;
  return profile;
}

export function createExportService(db: Db, claimForms: ClaimFormService, cipher: TaxIdCipher) {
  return {
    counts: (userId: string) => countOwn(db, userId),

    /** The zip, as a stream; its size is not known before the end. */
    async archive(user: SessionUser): Promise<Readable> {
      const userId = user.id;
      const counts = await countOwn(db, userId);
      const profile = profileRow(await profileOf(db, userId));

      const zip = archiver('zip', { zlib: { level: 6 } });
      const add = (name: string, content: AsyncIterable<string> | string | Buffer) =>
        zip.append(
          typeof content === 'string' || Buffer.isBuffer(content)
            ? content
            : Readable.from(content),
          { name },
        );
      add('README.txt', README(new Date().toISOString().slice(0, 10), counts));
      add('profile.json', `${JSON.stringify(visible(profile), null, 2)}\n`);
      add(
        'profile.csv',
        csvOf(
          (async function* () {
            yield profile;
          })(),
        ),
      );
      for (const [name, table] of [
        ['patients', patientsView],
        ['facilities', facilitiesView],
        ['claims', claimsView],
      ] as const) {
        add(`${name}.csv`, csvOf(ownRows(db, table, userId)));
        add(`${name}.json`, jsonOf(ownRows(db, table, userId)));
      }
      add('recommendations.csv', csvOf(recommendationsForExport(db, userId)));
      add('recommendations.json', jsonOf(recommendationsForExport(db, userId)));
      void (async () => {
        // One claim's details at a time, their history fetched a page of claims at a time.
        let page: Row[] = [];
        const flush = async () => {
          const history = await statusHistoryOf(
            db,
            page.map((claim) => claim.id as string),
          );
          for (const claim of page) {
            const details = {
              ...visible(claim),
              statusHistory: history
                .filter((h) => h.claimId === claim.id)
                .map(({ id: _id, claimId: _claimId, ...rest }) => rest),
            };
            add(`claims/${String(claim.formId)}.json`, `${JSON.stringify(details, null, 2)}\n`);
          }
          page = [];
        };
        for await (const claim of ownRows(db, claimsView, userId)) {
          page.push(claim);
          if (page.length === EXPORT_PAGE_SIZE) await flush();
        }
        await flush();
        // Each signed form opened only once the one before it is in the zip.
        for await (const form of recommendationFormsForExport(db, cipher, userId)) {
          add(form.name, form.bytes);
          await written(zip, form.name);
        }
        const notPrinted: string[] = [];
        for await (const copy of claimForms.recordCopies(user)) {
          if ('problem' in copy) {
            notPrinted.push(copy.problem);
            continue;
          }
          const name = `claims/${copy.formId}.pdf`;
          add(name, Buffer.from(copy.pdf));
          await written(zip, name);
        }
        if (notPrinted.length > 0) {
          add('claims/forms-not-printed.txt', `${notPrinted.join('\n')}\n`);
        }
        await zip.finalize();
      })().catch((error: unknown) => zip.destroy(error as Error));
      return zip;
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
