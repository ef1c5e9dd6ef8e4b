import { randomUUID } from 'node:crypto';
import {
  type RecommendationFileType,
  recommendationFileProblem,
  recommendationFileTypeOf,
  type RecommendationInput,
  recommendationInputSchema,
  type RecommendationReplaceInput,
  recommendationReplaceSchema,
  type RecommendationView,
} from '#domain/records/recommendation';
import type { TaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { invalid, notFound, parseInput } from '../../errors/index.ts';
import { ownPatient } from '../patients/index.ts';
import {
  archiveRecommendation,
  insertRecommendation,
  ownRecommendation,
  presentRecommendation,
  recommendationsOfPatient,
} from './recommendations.repository.ts';
import { associatedDataOf } from './recommendations.export.ts';

/**
 * Her recommendations on a patient's pregnancy: add (with the signed form), list, replace,
 * download the form. Another doula's patient or recommendation, or an archived patient's, is not
 * found. A form that is not a PDF or a picture (by its first bytes), empty or too large is
 * refused in one sentence before anything is stored.
 */

function sealedForm(cipher: TaxIdCipher, id: string, base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  const problem = recommendationFileProblem(bytes);
  if (problem) throw invalid(problem, { file: problem });
  const sealed = cipher.sealBytes(bytes, associatedDataOf(id));
  return {
    fileType: recommendationFileTypeOf(bytes)!,
    fileSize: bytes.length,
    fileContent: Buffer.concat([...sealed.pieces]),
  };
}

function detailsOf(input: {
  recommenderName: string;
  recommenderNpi: string;
  licenceType: string;
  signedOn: string;
  goodUntil: string;
  serviceTypes: string[];
  visits: number | null;
}) {
  return { ...input, goodUntil: input.goodUntil === '' ? null : input.goodUntil };
}

/**
 * What recording a recommendation does elsewhere, in its own transaction: our team's open
 * requests for one on the patient's claims close (decision 111). Handed in by the routes, so
 * this module imports nothing of claims (which reads recommendations).
 */
export interface RecommendationHooks {
  afterRecorded(tx: DbOrTx, userId: string, patientId: string): Promise<void>;
}

export function createRecommendationService(
  db: Db,
  cipher: TaxIdCipher,
  hooks: RecommendationHooks,
) {
  async function patientOf(tx: DbOrTx, userId: string, patientId: string) {
    const patient = await ownPatient(tx, userId, patientId);
    if (!patient) throw notFound();
    return patient;
  }

  return {
    async list(userId: string, patientId: string): Promise<RecommendationView[]> {
      await patientOf(db, userId, patientId);
      return recommendationsOfPatient(db, userId, patientId);
    },

    async add(userId: string, patientId: string, raw: RecommendationInput) {
      const input = parseInput(recommendationInputSchema, raw);
      await patientOf(db, userId, patientId);
      const id = randomUUID();
      const form = sealedForm(cipher, id, input.file.contentBase64);
      return db.transaction(async (tx) => {
        const saved = await insertRecommendation(tx, {
          id,
          userId,
          patientId,
          ...detailsOf(input),
          ...form,
        });
        await hooks.afterRecorded(tx, userId, patientId);
        return presentRecommendation(saved);
      });
    },

    /** A new recommendation in its place (the old one archived), its form kept unless a new one. */
    async replace(userId: string, id: string, raw: RecommendationReplaceInput) {
      const input = parseInput(recommendationReplaceSchema, raw);
      return db.transaction(async (tx) => {
        const old = await ownRecommendation(tx, userId, id, { withFile: true, forUpdate: true });
        if (!old || old.deleted) throw notFound();
        await patientOf(tx, userId, old.patientId);
        const newId = randomUUID();
        const form = input.file
          ? sealedForm(cipher, newId, input.file.contentBase64)
          : {
              fileType: old.fileType,
              fileSize: old.fileSize,
              fileContent: sealedCopy(cipher, old.fileContent!, id, newId),
            };
        await archiveRecommendation(tx, userId, id);
        const { file: _file, ...details } = input;
        const saved = await insertRecommendation(tx, {
          id: newId,
          userId,
          patientId: old.patientId,
          ...detailsOf(details),
          ...form,
        });
        await hooks.afterRecorded(tx, userId, old.patientId);
        return presentRecommendation(saved);
      });
    },

    /** The signed form's bytes and kind, for her download. */
    async file(
      userId: string,
      id: string,
    ): Promise<{ type: RecommendationFileType; bytes: Buffer }> {
      const row = await ownRecommendation(db, userId, id, { withFile: true });
      if (!row?.fileContent) throw notFound();
      await patientOf(db, userId, row.patientId);
      return {
        type: row.fileType as RecommendationFileType,
        bytes: cipher.openBytes(row.fileContent, associatedDataOf(id)),
      };
    },
  };
}

/** The form kept on a replacement is sealed again for the new row's id. */
function sealedCopy(cipher: TaxIdCipher, sealed: Buffer, fromId: string, toId: string): Buffer {
  const bytes = cipher.openBytes(sealed, associatedDataOf(fromId));
  return Buffer.concat([...cipher.sealBytes(bytes, associatedDataOf(toId)).pieces]);
}
