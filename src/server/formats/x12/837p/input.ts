import { z } from 'zod';
import { X12InputError, type X12InputProblem } from '../errors.ts';
import {
  type ElementTable,
  describeField,
  inputProblems,
  nameElements,
  partyElements,
  under,
} from '../input-fields.ts';
import { interchangeElements } from '../write-envelope.ts';
import {
  batch837pSchema,
  claim837pSchema,
  type Batch837p,
  type Batch837pInput,
  type Claim837p,
} from './input-schema.ts';

export * from './input-schema.ts';

/* An 837P batch as the writer takes it (input-schema.ts), checked, with each problem named by its element. */

/** The N3/N4 address of `who` in `loop`. */
const addressElements = (who: string, loop: string): ElementTable => ({
  'address.street': [`${who} street`, `${loop} N301`],
  'address.city': [`${who} city`, `${loop} N401`],
  'address.state': [`${who} state`, `${loop} N402`],
  'address.zip': [`${who} ZIP`, `${loop} N403`],
});

/**
 * Where each input field goes in the 837P, for error messages: the longest matching path prefix
 * wins (`*` stands for a list index).
 */
const ELEMENTS: ElementTable = {
  formId: ['form ID', '2300 CLM01'],
  billingProvider: ['billing provider', '2010AA'],
  ...under('billingProvider', {
    ...nameElements('billing provider', '2010AA'),
    npi: ['billing provider NPI', '2010AA NM109'],
    taxonomy: ['billing provider taxonomy', '2000A PRV03'],
    ...addressElements('billing provider', '2010AA'),
    taxId: ['billing provider tax ID', '2010AA REF02'],
  }),
  payer: ['payer', '2010BB'],
  ...under('payer', {
    ...partyElements('payer', '2010BB', 'payer ID'),
    type: ['payer type', '2000B SBR09'],
    claimFilingIndicator: ['claim filing indicator', '2000B SBR09'],
  }),
  subscriber: ['patient', '2010BA'],
  ...under('subscriber', {
    memberId: ['member ID', '2010BA NM109'],
    ...nameElements('patient', '2010BA'),
    birthDate: ['patient date of birth', '2010BA DMG02'],
    sex: ['patient sex', '2010BA DMG03'],
    ...addressElements('patient', '2010BA'),
    groupNumber: ['group number', '2000B SBR03'],
  }),
  placeOfService: ['place of service', '2300 CLM05-1'],
  frequency: ['claim frequency', '2300 CLM05-3'],
  payerClaimNumber: ["payer's claim number", '2300 REF*F8'],
  diagnoses: ['diagnosis', '2300 HI'],
  admission: ['admission date', '2300 DTP*435'],
  'admission.discharged': ['discharge date', '2300 DTP*096'],
  note: ['note', '2300 NTE02'],
  renderingProvider: ['rendering provider', '2310B'],
  ...under('renderingProvider', {
    ...nameElements('rendering provider', '2310B'),
    npi: ['rendering provider NPI', '2310B NM109'],
    taxonomy: ['rendering provider taxonomy', '2310B PRV03'],
  }),
  serviceFacility: ['service facility', '2310C'],
  ...under('serviceFacility', {
    name: ['service facility name', '2310C NM103'],
    npi: ['service facility NPI', '2310C NM109'],
    ...addressElements('service facility', '2310C'),
  }),
  lines: ['service lines', '2400'],
  ...under('lines.*', {
    dateOfService: ['date of service', '2400 DTP*472'],
    to: ['last date of service', '2400 DTP*472'],
    procedureCode: ['procedure code', '2400 SV101-2'],
    modifiers: ['modifier', '2400 SV101-3'],
    chargeCents: ['line charge', '2400 SV102'],
    units: ['units', '2400 SV104'],
    placeOfService: ['line place of service', '2400 SV105'],
    diagnosisPointers: ['diagnosis pointer', '2400 SV107'],
    lineControlNumber: ['line control number', '2400 REF*6R'],
  }),
  ...interchangeElements('batch reference'),
  submitter: ['submitter', '1000A'],
  ...under('submitter', {
    ...partyElements('submitter', '1000A'),
    contact: ['submitter contact', '1000A PER'],
  }),
  receiver: ['receiver', '1000B'],
  ...under('receiver', partyElements('receiver', '1000B')),
  claims: ['claims', '2300'],
};

function describe(path: readonly PropertyKey[]): { field: string; label: string; element: string } {
  const described = describeField(path, ELEMENTS);
  const lineIndex = path[0] === 'lines' && typeof path[1] === 'number' ? path[1] : undefined;
  return lineIndex === undefined || described.element === 'input'
    ? described
    : { ...described, label: `line ${lineIndex + 1} ${described.label}` };
}

function problemsOf(error: z.ZodError, formId?: string): X12InputProblem[] {
  return inputProblems(error, describe, { formId });
}

/**
 * Check a whole batch before a byte is written; every refused claim is reported at once, each
 * problem naming its claim's form ID, the field and the X12 element.
 */
export function parseBatch837p(input: Batch837pInput): Batch837p {
  const problems: X12InputProblem[] = [];
  const settings = batch837pSchema.safeParse(input);
  if (!settings.success) problems.push(...problemsOf(settings.error));
  const claims: Claim837p[] = [];
  (Array.isArray(input.claims) ? input.claims : []).forEach((claim, index) => {
    const result = claim837pSchema.safeParse(claim);
    if (result.success) {
      claims.push(result.data);
    } else {
      const formId =
        typeof claim?.formId === 'string' && claim.formId.trim() !== ''
          ? claim.formId.trim()
          : `number ${index + 1} (no form ID)`;
      problems.push(...problemsOf(result.error, formId));
    }
  });
  const seen = new Set<string>();
  for (const claim of claims) {
    if (seen.has(claim.formId)) {
      problems.push({
        formId: claim.formId,
        field: 'formId',
        element: '2300 CLM01',
        message: 'form ID appears twice in the batch',
      });
    }
    seen.add(claim.formId);
  }
  if (problems.length > 0 || !settings.success) throw new X12InputError(problems);
  return { ...settings.data, claims };
}
