import { and, asc, eq, gt } from 'drizzle-orm';
import type { RecommendationFileType } from '#domain/records/recommendation';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { DbOrTx } from '../../db/database.ts';
import {
  ownRecommendation,
  presentRecommendation,
  withoutBytes,
} from './recommendations.repository.ts';
import { patientRecommendations as table } from './recommendations.tables.ts';

/**
 * Her recommendations for her data export: every one, replaced ones and an archived patient's
 * included (they are her records as much as her archived patients are), a page at a time; the
 * signed forms one at a time, opened only as the zip takes each in.
 */

/** What the form's bytes are sealed to: the row's id, so bytes copied onto another row do not open. */
export const associatedDataOf = (id: string) => `patient_recommendations.file_content:${id}`;

const PAGE = 200;

const extensionOf: Record<RecommendationFileType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The signed form's name in the export: the recommendation's id, never a name of hers. */
const formFileOf = (id: string, type: string) =>
  `recommendations/${id}.${extensionOf[type as RecommendationFileType] ?? 'bin'}`;

async function pageOf(db: DbOrTx, userId: string, after: string | undefined) {
  return db
    .select(withoutBytes)
    .from(table)
    .where(and(eq(table.userId, userId), after ? gt(table.id, after) : undefined))
    .orderBy(asc(table.id))
    .limit(PAGE);
}

/** Each of her recommendations as the export lists it: whether it was replaced, and its form's file. */
export async function* recommendationsForExport(db: DbOrTx, userId: string) {
  let after: string | undefined;
  for (;;) {
    const page = await pageOf(db, userId, after);
    for (const row of page) {
      yield {
        ...presentRecommendation(row),
        replaced: row.deleted,
        signedForm: formFileOf(row.id, row.fileType),
      };
    }
    if (page.length < PAGE) return;
    after = page.at(-1)!.id;
  }
}

/** Each signed form, opened: its file name in the export and its bytes. */
export async function* recommendationFormsForExport(
  db: DbOrTx,
  cipher: TaxIdCipher,
  userId: string,
) {
  for await (const listed of recommendationsForExport(db, userId)) {
    const row = await ownRecommendation(db, userId, listed.id, { withFile: true });
    if (!row?.fileContent) continue;
    yield {
      name: listed.signedForm,
      bytes: cipher.openBytes(row.fileContent, associatedDataOf(row.id)),
    };
  }
}
