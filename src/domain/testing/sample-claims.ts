import { codesForFit } from '#domain/billing/icd10';
import { diagnosisFitsFor, versionOn } from '#domain/billing/payer-profile';
import { pointerLetter } from '#domain/billing/service-lines';
import type { PayerAnswer } from '#domain/claims/payer-answer';
import { patientSnapshot } from '#domain/claims/snapshot';
import type { ClaimView } from '#domain/claims/view';
import { patientInputSchema } from '#domain/records/patient';
import { serviceTypeGroups } from '#domain/claims/service-types';
import { build, commercial, mediCal } from './service-line-fixtures.ts';

/**
 * Sample claims as the API shows them: every service type, billed to Medi-Cal and to a
 * commercial plan, at home, in a hospital and by telehealth (video at home, phone elsewhere),
 * with lines built by the real billing engine from the seeded payer profiles, so that every
 * code the product can put on a claim appears in at least one; and the payer answers of the
 * product's own sample files (277CA, 835). The glossary test walks their views.
 */

const base: ClaimView = {
  id: '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c1b40',
  formId: 'DB-2026-000042',
  status: 'pending',
  doula: { name: 'Maya Lopez', email: 'maya@example.com' },
  patientId: '0b6a1f7e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
  // Built from a patient record as a real submit copies it, so a field added to the claim's
  // copy needs no edit here.
  patient: patientSnapshot({
    id: '0b6a1f7e-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    ...patientInputSchema.parse({
      firstName: 'Ana',
      middleName: 'Luz',
      lastName: 'Rivera',
      dateOfBirth: '1992-04-17',
      addressStreet: '12 Elm St, Apt 3',
      addressCity: 'Fresno',
      addressState: 'CA',
      addressZip: '93701',
      insuranceProvider: 'Medi-Cal',
      policyNumber: '91234567A',
      payerId: 'MCAL1',
      payerType: 'Medicaid',
      sex: 'F',
    }),
  }),
  serviceType: 'Prenatal Visit',
  serviceAdditionalInputs: {},
  serviceDateFrom: '2024-06-10',
  serviceDateTo: '2024-06-10',
  serviceTimeFrom: '10:00',
  serviceTimeTo: '11:00',
  serviceLocation: 'home',
  inPerson: true,
  address: '',
  facilityId: null,
  facility: null,
  admittedDate: '',
  dischargedDate: '',
  notes: '',
  diagnosisCodes: ['Z33.1'],
  virtualMode: '',
  afterAttemptedVbac: false,
  lines: [],
  totalChargeCents: 0,
  expectedCents: 0,
  linesDerived: false,
  checkWarnings: [],
  sendBlockers: [],
  payerProfileName: '',
  recommendationReliedOn: '',
  recommendationRequest: null,
  paidCents: 0,
  promptPay: null,
  payerClaimNumber: '',
  payerAnswer: null,
  frequency: '1',
  resubmissionReference: '',
  adjudicatedClaimNumber: '',
  paymentsOnPaper: false,
  corrects: null,
  correctedBy: null,
  createdAt: '2024-06-11T18:20:00.000Z',
  updatedAt: '2024-06-11T18:20:00.000Z',
  statusHistory: [],
};

const settings = [
  { setting: 'home' },
  { setting: 'facility', facilityKind: 'hospital' },
  { setting: 'virtual', virtualMode: 'audio-video', patientAtHome: true },
  { setting: 'virtual', virtualMode: 'audio-only', patientAtHome: false },
] as const;

const payers = [
  { profile: mediCal, insuranceProvider: 'Medi-Cal', payerId: 'MCAL1', payerType: 'Medicaid' },
  {
    profile: commercial,
    insuranceProvider: 'Blue Shield of California',
    payerId: '94036',
    payerType: 'Group Health',
  },
] as const;

function engineClaims(): ClaimView[] {
  const claims: ClaimView[] = [];
  const serviceTypes = serviceTypeGroups.flatMap((group) => group.types.map((type) => type.name));
  for (const { profile, ...payer } of payers) {
    const version = versionOn(profile, base.serviceDateFrom);
    if (!version) continue;
    for (const serviceType of serviceTypes) {
      // Every diagnosis the profile allows for the service, in claims of at most twelve.
      const fitting = diagnosisFitsFor(version, serviceType).flatMap((fit) =>
        codesForFit(fit).map((entry) => entry.code),
      );
      const principal = fitting.filter(
        (code) => !code.startsWith('Z3A') && !code.startsWith('Z37'),
      );
      if (principal.length === 0) continue;
      const extras = fitting.filter((code) => !principal.includes(code));
      for (const place of settings) {
        const diagnoses = [principal[claims.length % principal.length] ?? '', ...extras].slice(
          0,
          12,
        );
        let lines;
        try {
          lines = build(profile, {
            serviceType,
            dateOfService: base.serviceDateFrom,
            durationMinutes: 180,
            diagnoses,
            ...place,
          });
        } catch {
          continue;
        }
        claims.push({
          ...base,
          id: `00000000-0000-4000-8000-${String(claims.length).padStart(12, '0')}`,
          serviceType,
          patient: { ...base.patient, ...payer },
          serviceLocation: place.setting,
          inPerson: place.setting !== 'virtual',
          virtualMode: place.setting === 'virtual' ? place.virtualMode : '',
          diagnosisCodes: diagnoses,
          lines: lines.lines.map((line) => ({
            procedureCode: line.procedureCode,
            modifiers: line.modifiers,
            units: line.units,
            chargeCents: line.chargeCents,
            allowedCents: line.chargeCents,
            placeOfService: line.placeOfService,
            diagnosisPointers: line.diagnosisPointers.map(pointerLetter),
          })),
          totalChargeCents: lines.totalCents,
          expectedCents: lines.totalCents,
          payerProfileName: profile.name,
          recommendationReliedOn: '',
          recommendationRequest: null,
        });
      }
    }
  }
  return claims;
}

/** A payer's answer (a 277CA rejection unless overridden), for tests. */
export const samplePayerAnswer = (overrides: Partial<PayerAnswer>): PayerAnswer => ({
  source: '277CA',
  from: 'EXAMPLE CLEARINGHOUSE',
  date: '2026-11-24',
  outcome: 'rejected',
  statusCodes: [],
  adjustments: [],
  remarkCodes: [],
  notes: [],
  ...overrides,
});

/** The answers of the product's sample payer files, each on a claim in the state it leads to. */
export const samplePayerAnswers: { status: ClaimView['status']; answer: PayerAnswer }[] = [
  {
    status: 'rejected',
    answer: samplePayerAnswer({ statusCodes: [{ category: 'A7', status: '562', entity: '85' }] }),
  },
  {
    status: 'rejected',
    answer: samplePayerAnswer({ statusCodes: [{ category: 'A7', status: '562' }] }),
  },
  {
    status: 'rejected',
    answer: samplePayerAnswer({
      statusCodes: [
        { category: 'A3', status: '21', entity: 'IL' },
        { category: 'A7', status: '158', entity: 'QC' },
      ],
    }),
  },
  {
    status: 'rejected',
    answer: samplePayerAnswer({ statusCodes: [{ category: 'A7', status: '453' }] }),
  },
  {
    status: 'processing',
    answer: samplePayerAnswer({
      outcome: 'accepted',
      statusCodes: [
        { category: 'A1', status: '19', entity: 'PR' },
        { category: 'A2', status: '20', entity: 'PR' },
      ],
    }),
  },
  {
    status: 'approved',
    answer: samplePayerAnswer({
      source: '835',
      outcome: 'partially-paid',
      paidCents: 11348,
      adjustments: [
        { group: 'CO', reason: '45', amountCents: 7296 },
        { group: 'PR', reason: '3', amountCents: 4863 },
      ],
      remarkCodes: ['N130'],
    }),
  },
  {
    status: 'denied',
    answer: samplePayerAnswer({
      source: '835',
      outcome: 'denied',
      paidCents: 0,
      adjustments: [{ group: 'CO', reason: '4', amountCents: 16211 }],
      remarkCodes: ['MA130', 'N823'],
    }),
  },
];

/** Every sample claim: the engine's, and one per sample payer answer (a replacement among them). */
export function sampleClaims(): ClaimView[] {
  const claims = engineClaims();
  const first = claims[0] ?? base;
  return [
    ...claims,
    ...samplePayerAnswers.map(({ status, answer: payerAnswer }, index) => ({
      ...first,
      id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      status,
      payerAnswer,
      paidCents: payerAnswer.paidCents ?? 0,
      ...(index === 0 ? { frequency: '7' as const, resubmissionReference: '2026328000456' } : {}),
    })),
  ];
}
