import { z } from 'zod';
import { X12InputError, type X12InputProblem } from '../errors.ts';
import {
  batch837pSchema,
  claim837pSchema,
  type Batch837p,
  type Batch837pInput,
  type Claim837p,
} from './input-schema.ts';

export * from './input-schema.ts';

/* An 837P batch as the writer takes it (input-schema.ts), checked, with each problem named by its element. */

/**
 * Where each input field goes in the 837P, for error messages: the longest matching path prefix
 * wins (`*` stands for a list index).
 */
const ELEMENTS: Record<string, [label: string, element: string]> = {
  formId: ['form ID', '2300 CLM01'],
  billingProvider: ['billing provider', '2010AA'],
  'billingProvider.name': ['billing provider name', '2010AA NM103'],
  'billingProvider.name.first': ['billing provider first name', '2010AA NM104'],
  'billingProvider.npi': ['billing provider NPI', '2010AA NM109'],
  'billingProvider.taxonomy': ['billing provider taxonomy', '2000A PRV03'],
  'billingProvider.address.street': ['billing provider street', '2010AA N301'],
  'billingProvider.address.city': ['billing provider city', '2010AA N401'],
  'billingProvider.address.state': ['billing provider state', '2010AA N402'],
  'billingProvider.address.zip': ['billing provider ZIP', '2010AA N403'],
  'billingProvider.taxId': ['billing provider tax ID', '2010AA REF02'],
  payer: ['payer', '2010BB'],
  'payer.name': ['payer name', '2010BB NM103'],
  'payer.id': ['payer ID', '2010BB NM109'],
  'payer.type': ['payer type', '2000B SBR09'],
  'payer.claimFilingIndicator': ['claim filing indicator', '2000B SBR09'],
  subscriber: ['patient', '2010BA'],
  'subscriber.memberId': ['member ID', '2010BA NM109'],
  'subscriber.name': ['patient name', '2010BA NM103'],
  'subscriber.name.first': ['patient first name', '2010BA NM104'],
  'subscriber.birthDate': ['patient date of birth', '2010BA DMG02'],
  'subscriber.sex': ['patient sex', '2010BA DMG03'],
  'subscriber.address.street': ['patient street', '2010BA N301'],
  'subscriber.address.city': ['patient city', '2010BA N401'],
  'subscriber.address.state': ['patient state', '2010BA N402'],
  'subscriber.address.zip': ['patient ZIP', '2010BA N403'],
  'subscriber.groupNumber': ['group number', '2000B SBR03'],
  placeOfService: ['place of service', '2300 CLM05-1'],
  frequency: ['claim frequency', '2300 CLM05-3'],
  payerClaimNumber: ["payer's claim number", '2300 REF*F8'],
  diagnoses: ['diagnosis', '2300 HI'],
  admission: ['admission date', '2300 DTP*435'],
  'admission.discharged': ['discharge date', '2300 DTP*096'],
  note: ['note', '2300 NTE02'],
  renderingProvider: ['rendering provider', '2310B'],
  'renderingProvider.name': ['rendering provider name', '2310B NM103'],
  'renderingProvider.name.first': ['rendering provider first name', '2310B NM104'],
  'renderingProvider.npi': ['rendering provider NPI', '2310B NM109'],
  'renderingProvider.taxonomy': ['rendering provider taxonomy', '2310B PRV03'],
  serviceFacility: ['service facility', '2310C'],
  'serviceFacility.name': ['service facility name', '2310C NM103'],
  'serviceFacility.npi': ['service facility NPI', '2310C NM109'],
  'serviceFacility.address.street': ['service facility street', '2310C N301'],
  'serviceFacility.address.city': ['service facility city', '2310C N401'],
  'serviceFacility.address.state': ['service facility state', '2310C N402'],
  'serviceFacility.address.zip': ['service facility ZIP', '2310C N403'],
  lines: ['service lines', '2400'],
  'lines.*.dateOfService': ['date of service', '2400 DTP*472'],
  'lines.*.to': ['last date of service', '2400 DTP*472'],
  'lines.*.procedureCode': ['procedure code', '2400 SV101-2'],
  'lines.*.modifiers': ['modifier', '2400 SV101-3'],
  'lines.*.chargeCents': ['line charge', '2400 SV102'],
  'lines.*.units': ['units', '2400 SV104'],
  'lines.*.placeOfService': ['line place of service', '2400 SV105'],
  'lines.*.diagnosisPointers': ['diagnosis pointer', '2400 SV107'],
  'lines.*.lineControlNumber': ['line control number', '2400 REF*6R'],
  interchange: ['interchange settings', 'ISA'],
  'interchange.senderId': ['sender id', 'ISA06'],
  'interchange.receiverId': ['receiver id', 'ISA08'],
  'interchange.usage': ['test or production indicator', 'ISA15'],
  'interchange.interchangeControlNumber': ['interchange control number', 'ISA13'],
  'interchange.groupControlNumber': ['group control number', 'GS06'],
  'interchange.transactionControlNumber': ['transaction control number', 'ST02'],
  'interchange.reference': ['batch reference', 'BHT03'],
  'interchange.createdAt': ['creation date and time', 'BHT04'],
  submitter: ['submitter', '1000A'],
  'submitter.name': ['submitter name', '1000A NM103'],
  'submitter.id': ['submitter id', '1000A NM109'],
  'submitter.contact': ['submitter contact', '1000A PER'],
  receiver: ['receiver', '1000B'],
  'receiver.name': ['receiver name', '1000B NM103'],
  'receiver.id': ['receiver id', '1000B NM109'],
  claims: ['claims', '2300'],
};

function describe(path: readonly PropertyKey[]): { field: string; label: string; element: string } {
  const field = path.map(String).join('.');
  const pattern = path.map((part) => (typeof part === 'number' ? '*' : String(part)));
  for (let length = pattern.length; length > 0; length -= 1) {
    const entry = ELEMENTS[pattern.slice(0, length).join('.')];
    if (entry) {
      const lineIndex = path[0] === 'lines' && typeof path[1] === 'number' ? path[1] : undefined;
      const label = lineIndex === undefined ? entry[0] : `line ${lineIndex + 1} ${entry[0]}`;
      return { field, label, element: entry[1] };
    }
  }
  return { field, label: field || 'input', element: 'input' };
}

function problemsOf(error: z.ZodError, formId?: string): X12InputProblem[] {
  return error.issues.map((issue) => {
    const { field, label, element } = describe(issue.path);
    return { ...(formId ? { formId } : {}), field, element, message: `${label} ${issue.message}` };
  });
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
