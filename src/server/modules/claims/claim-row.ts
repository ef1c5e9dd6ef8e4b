import { reliedOnWords } from '#domain/claims/recommendation-relied-on';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import { inferServiceLocation } from '#domain/claims/service-location';
import {
  facilityAddress,
  facilityCopyFields,
  patientCopyFields,
  type FacilitySnapshot,
  type PatientSnapshot,
} from '#domain/claims/snapshot';
import {
  type Finding,
  inCheckOrder,
  isSendBlocker,
  pointerLetter,
  type SendBlocker,
} from '#domain/billing/index';
import { normalizeClaimStatus } from '#domain/claims/status';
import type { ClaimLineView, ClaimView } from '#domain/claims/view';
import type { StoredClaimLine } from './claims.tables.ts';
import type { PostalAddress } from './billable-claim.ts';
import type { ClaimRow, NewClaimRow } from './claims.repository.ts';

/**
 * The one mapping between a claim and its row, each way. The copies of the patient and the
 * facility are stored field by field in columns named after the field (`patient` +
 * `FirstName`), so a field added to the copy lists in src/domain/claims/snapshot.ts needs only
 * its column in claims.tables.ts: nothing here changes.
 */
type Columns<Prefix extends string, Value> = {
  [Field in keyof Value & string as `${Prefix}${Capitalize<Field>}`]: Value[Field];
};

const column = (prefix: string, field: string) =>
  `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}`;

function toColumns<Prefix extends string, Value extends object>(
  prefix: Prefix,
  value: Value,
): Columns<Prefix, Value> {
  return Object.fromEntries(
    Object.entries(value).map(([field, item]) => [column(prefix, field), item]),
  ) as Columns<Prefix, Value>;
}

/** Reads a copy back from its columns; the column names are worked out once, not per row. */
function columnsReader<Field extends string>(prefix: string, fields: readonly Field[]) {
  const names = fields.map((field) => [field, column(prefix, field)] as const);
  return (row: object): Record<Field, string> => {
    const values = row as Record<string, string | null>;
    const copy = {} as Record<Field, string>;
    for (const [field, name] of names) copy[field] = values[name] ?? '';
    return copy;
  };
}

const patientColumns = [...patientCopyFields, 'address'] as const;
const patientOf = columnsReader('patient', patientColumns);
const facilityOf = columnsReader('facility', facilityCopyFields);

/** What the server decides about a claim; everything else comes from the request or the copies. */
export interface ClaimOrigin {
  userId: string;
  formId: NewClaimRow['formId'];
  doula: { name: string; email: string };
  idempotencyKey: string;
  requestHash: string;
}

/**
 * The row of a new claim: the doula's choices, and copies of her patient and facility. The
 * patient's address is kept both on one line (as the API shows it) and in the parts her record
 * has (as the claim files print it), so nothing ever splits the line again.
 */
export function toClaimRow(
  origin: ClaimOrigin,
  request: ClaimSubmitValues,
  patient: PatientSnapshot,
  facility: FacilitySnapshot | null,
  patientAddress: PostalAddress,
): NewClaimRow {
  const facilityColumns = facility
    ? toColumns('facility', facility)
    : toColumns('facility', Object.fromEntries(facilityCopyFields.map((field) => [field, null])));
  return {
    userId: origin.userId,
    formId: origin.formId,
    // No status: a new claim starts pending by the column's default, and its first transition
    // (submitted) is the claim-transitions command's.
    doulaName: origin.doula.name,
    doulaEmail: origin.doula.email,
    idempotencyKey: origin.idempotencyKey,
    requestHash: origin.requestHash,
    ...request,
    ...toColumns('patient', patient),
    ...toColumns('patientAddress', patientAddress),
    ...facilityColumns,
    facilityId: facility ? request.facilityId : null,
    serviceDateTo: request.serviceDateTo || null,
    inPerson: request.serviceLocation !== 'virtual',
    // A facility claim carries the facility's address on one line.
    address: facility ? facilityAddress(facility) : '',
    admittedDate: request.admittedDate || null,
    dischargedDate: request.dischargedDate || null,
  };
}

const presentLine = (line: StoredClaimLine): ClaimLineView => ({
  procedureCode: line.procedureCode,
  modifiers: line.modifiers,
  units: line.units,
  chargeCents: line.chargeCents,
  allowedCents: line.allowedCents,
  placeOfService: line.placeOfService,
  diagnosisPointers: line.diagnosisPointers.map(pointerLetter),
});

/**
 * The check's warnings that are still true. A claim past pending was written into a claim file
 * (or printed, where these rules do not apply), so what would have kept it from being sent was
 * fixed by then: those warnings are dropped, whatever was kept at submit (decision 090).
 */
function warningsNow(row: Pick<ClaimRow, 'status' | 'checkWarnings'>): Finding[] {
  const kept = row.checkWarnings as Finding[];
  return row.status === 'pending' ? kept : kept.filter((warning) => !isSendBlocker(warning));
}

/** Every field of a claim its owner sees. Idempotency key and request hash stay inside. */
export function fromClaimRow(row: ClaimRow): Omit<ClaimView, 'statusHistory' | 'promptPay'> {
  return {
    id: row.id,
    formId: row.formId,
    status: normalizeClaimStatus(row.status),
    doula: { name: row.doulaName, email: row.doulaEmail },
    patientId: row.patientId,
    patient: patientOf(row),
    serviceType: row.serviceType,
    serviceAdditionalInputs: row.serviceAdditionalInputs,
    serviceDateFrom: row.serviceDateFrom,
    serviceDateTo: row.serviceDateTo ?? '',
    serviceTimeFrom: row.serviceTimeFrom,
    serviceTimeTo: row.serviceTimeTo,
    serviceLocation: inferServiceLocation(row),
    inPerson: row.inPerson,
    address: row.address,
    facilityId: row.facilityId,
    facility: row.facilityId && row.facilityName !== null ? facilityOf(row) : null,
    admittedDate: row.admittedDate ?? '',
    dischargedDate: row.dischargedDate ?? '',
    notes: row.notes,
    diagnosisCodes: row.diagnosisCodes,
    virtualMode: row.virtualMode,
    afterAttemptedVbac: row.afterAttemptedVbac,
    lines: row.lines.map(presentLine),
    totalChargeCents: row.totalChargeCents,
    expectedCents: row.expectedCents,
    linesDerived: row.linesDerived,
    checkWarnings: warningsNow(row),
    sendBlockers:
      row.status === 'pending' ? inCheckOrder((row.sendBlockers ?? []) as SendBlocker[]) : [],
    payerProfileName: row.payerProfileName,
    recommendationReliedOn: row.recommendationReliedOn
      ? reliedOnWords(row.recommendationReliedOn)
      : '',
    recommendationRequest: row.recommendationRequest ?? null,
    paidCents: row.paidCents,
    payerClaimNumber: row.payerClaimNumber ?? '',
    payerAnswer: row.payerAnswer ?? null,
    frequency: row.frequency,
    resubmissionReference: row.resubmissionReference,
    adjudicatedClaimNumber: '',
    paymentsOnPaper: false,
    corrects: null,
    correctedBy: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
