import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { RecommendationOnFile } from '#domain/billing/recommendation-need';
import type { LicenceType } from '#domain/billing/recommendation-rules';
import type { RecommendationFileType, RecommendationView } from '#domain/records/recommendation';
import type { DbOrTx } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { patientRecommendations as table } from './recommendations.tables.ts';

/** The SQL of her recommendations: always by owner, never an archived (replaced) one but by id. */

type Row = typeof table.$inferSelect;
export type NewRecommendationRow = typeof table.$inferInsert;

/** Every field of a recommendation that leaves the server: never the owner, flags or bytes. */
export function presentRecommendation(row: Omit<Row, 'fileContent'>): RecommendationView {
  return {
    id: row.id,
    patientId: row.patientId,
    recommenderName: row.recommenderName,
    recommenderNpi: row.recommenderNpi,
    licenceType: row.licenceType as LicenceType,
    signedOn: row.signedOn,
    goodUntil: row.goodUntil,
    serviceTypes: row.serviceTypes,
    visits: row.visits,
    fileType: row.fileType as RecommendationFileType,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every column but the form's bytes. */
export const withoutBytes = {
  id: table.id,
  userId: table.userId,
  patientId: table.patientId,
  recommenderName: table.recommenderName,
  recommenderNpi: table.recommenderNpi,
  licenceType: table.licenceType,
  signedOn: table.signedOn,
  goodUntil: table.goodUntil,
  serviceTypes: table.serviceTypes,
  visits: table.visits,
  fileType: table.fileType,
  fileSize: table.fileSize,
  deleted: table.deleted,
  deletedAt: table.deletedAt,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
};

/** Her recommendations in force on the pregnancy (replaced ones left out), earliest signed first. */
export async function recommendationsOfPatient(
  db: DbOrTx,
  userId: string,
  patientId: string,
): Promise<RecommendationView[]> {
  return (await onFileFor(db, { userId, patientId })).map(presentRecommendation);
}

// Her patient's page reads them often: built once (db/prepared.ts).
const onFileFor = preparedStatement((db) =>
  db
    .select(withoutBytes)
    .from(table)
    .where(
      and(
        eq(table.userId, sql.placeholder('userId')),
        eq(table.patientId, sql.placeholder('patientId')),
        eq(table.deleted, false),
      ),
    )
    .orderBy(asc(table.signedOn), asc(table.createdAt))
    .prepare('recommendations_of_patient'),
);

/**
 * Her recommendations of the patient as the claim check reads them (its own fields only), in
 * the order recommendationsOfPatient answers them, as one JSON array: a scalar subquery, for a caller
 * reading them with other things. `userId` and `patientId` are SQL (a placeholder, a value).
 */
export const recommendationsOnFileNow = (userId: SQLWrapper, patientId: SQLWrapper) =>
  sql<RecommendationOnFile[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', ${table.id},
      'recommenderName', ${table.recommenderName},
      'recommenderNpi', ${table.recommenderNpi},
      'licenceType', ${table.licenceType},
      'signedOn', ${table.signedOn},
      'goodUntil', ${table.goodUntil},
      'serviceTypes', ${table.serviceTypes},
      'visits', ${table.visits}
    ) ORDER BY ${table.signedOn}, ${table.createdAt}), '[]'::json)
    FROM ${table}
    WHERE ${table.userId} = ${userId} AND ${table.patientId} = ${patientId}
      AND ${table.deleted} = false)`;

/** One of hers, replaced ones included (a claim may name one); undefined when not hers. */
export async function ownRecommendation(
  db: DbOrTx,
  userId: string,
  id: string,
  options: { withFile?: boolean; forUpdate?: boolean } = {},
): Promise<(Omit<Row, 'fileContent'> & { fileContent?: Buffer }) | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const query = db
    .select(options.withFile ? { ...withoutBytes, fileContent: table.fileContent } : withoutBytes)
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertRecommendation(db: DbOrTx, row: NewRecommendationRow) {
  const [saved] = await db.insert(table).values(row).returning(withoutBytes);
  return saved!;
}

/** Archives a replaced one: a claim that relied on it still names it. */
export async function archiveRecommendation(db: DbOrTx, userId: string, id: string) {
  const now = new Date();
  await db
    .update(table)
    .set({ deleted: true, deletedAt: now, updatedAt: now })
    .where(and(eq(table.id, id), eq(table.userId, userId)));
}
