import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClaimSubmitValues } from '#domain/claims/requests';
import {
  facilityCopyFields,
  patientCopyFields,
  type FacilitySnapshot,
  type PatientSnapshot,
} from '#domain/claims/snapshot';
import { claims } from './claims.tables.ts';
import { billableClaimOf } from './billable-claim.ts';
import { fromClaimRow, toClaimRow } from './claim-row.ts';
import type { ClaimRow } from './claims.repository.ts';

/**
 * Adding a field to a claim's patient (or facility) copy takes three edits: the copy list in
 * src/domain/claims/snapshot.ts, its column in claims.tables.ts (plus the generated migration),
 * and its line in src/web/lib/claim-details.ts. These tests hold the middle of that path: every
 * field of the lists has its column, and travels to the row and back under its own name.
 */
const column = (prefix: string, field: string) =>
  `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}`;

const patient = Object.fromEntries(
  [...patientCopyFields, 'address'].map((field) => [field, `patient ${field}`]),
) as PatientSnapshot;
const facility = Object.fromEntries(
  facilityCopyFields.map((field) => [field, `facility ${field}`]),
) as FacilitySnapshot;

const request: ClaimSubmitValues = {
  patientId: '11111111-1111-4111-8111-111111111111',
  serviceType: 'Support for Vaginal Delivery',
  serviceAdditionalInputs: {},
  serviceDateFrom: '2026-11-01',
  serviceDateTo: '',
  serviceTimeFrom: '09:00',
  serviceTimeTo: '',
  serviceLocation: 'facility',
  facilityId: '22222222-2222-4222-8222-222222222222',
  admittedDate: '',
  dischargedDate: '',
  notes: '',
  diagnosisCodes: ['O80'],
  virtualMode: '',
  afterAttemptedVbac: false,
};
/** What the database fills in for a new row's billing columns. */
const billingDefaults = {
  lines: [],
  linesDerived: false,
  totalChargeCents: 0,
  expectedCents: 0,
  checkWarnings: [],
  payerProfileName: '',
};

const origin = {
  userId: '33333333-3333-4333-8333-333333333333',
  formId: 'DB-2026-000001',
  doula: { name: 'Maya Lopez', email: 'maya@example.com' },
  idempotencyKey: 'key-1234567890abcdef',
  requestHash: 'hash',
};

const addressParts = { street: '12 Elm St, Apt 3', city: 'Fresno', state: 'CA', zip: '93701' };

describe('the claim row mapping', () => {
  it('has a column for every field the claim copies from the patient and the facility', () => {
    const columns = Object.keys(getTableColumns(claims));
    for (const field of [...patientCopyFields, 'address']) {
      expect(columns, `claims.${column('patient', field)}`).toContain(column('patient', field));
    }
    for (const field of facilityCopyFields) {
      expect(columns, `claims.${column('facility', field)}`).toContain(column('facility', field));
    }
  });

  it('stores each copied field under its own name and reads it back unchanged', () => {
    const row = toClaimRow(origin, request, patient, facility, addressParts);
    for (const [field, value] of Object.entries(patient)) {
      expect(row[column('patient', field) as keyof typeof row]).toBe(value);
    }
    const stored = {
      ...row,
      ...billingDefaults,
      id: '44444444-4444-4444-8444-444444444444',
      deleted: false,
      deletedAt: null,
      createdAt: new Date('2026-11-01T10:00:00Z'),
      updatedAt: new Date('2026-11-01T10:00:00Z'),
    } as ClaimRow;
    const view = fromClaimRow(stored);
    expect(view.patient).toEqual(patient);
    expect(view.facility).toEqual(facility);
    expect(view.address).toBe(
      'facility addressStreet, facility addressCity, facility addressState facility addressZip',
    );
    // The claim files read the patient's address in the parts it was stored in, never the line.
    const billable = billableClaimOf(stored, null);
    expect(billable.patient.address).toEqual(addressParts);
    expect(billable.facility?.address.zip).toBe('facility addressZip');
  });

  it('bills a claim from before the sex was asked as unknown', () => {
    const row = toClaimRow(origin, request, { ...patient, sex: '' }, facility, addressParts);
    const stored = { ...row, ...billingDefaults, createdAt: new Date() } as ClaimRow;
    expect(billableClaimOf(stored, null).patient.sex).toBe('U');
  });

  it('stores no facility for a home visit, and reads none back', () => {
    const row = toClaimRow(
      origin,
      { ...request, serviceLocation: 'home', facilityId: '' },
      patient,
      null,
      addressParts,
    );
    expect(row).toMatchObject({ facilityId: null, facilityName: null, address: '' });
    const view = fromClaimRow({
      ...row,
      ...billingDefaults,
      id: 'x',
      createdAt: new Date(),
      updatedAt: new Date(),
    } as ClaimRow);
    expect(view.facility).toBeNull();
  });
});
