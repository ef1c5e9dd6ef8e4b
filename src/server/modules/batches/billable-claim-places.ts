import type { ProvidedClaim } from '../claims/index.ts';
import { billedBy, facilityDelivery, provider } from '../../testing/billable-claims.ts';

/**
 * Where each field of a billable claim goes (billable-claim-map.test.ts checks it): its CMS-1500
 * box and 837P loop, segment and element, with what the printed form and the file must show, or
 * why an output deliberately leaves it out.
 */
type Place = string | { absent: string };
export interface Mapping {
  cms1500: Place;
  x12: Place;
  /** PDF fields read back from the printed form, with what they must show. */
  pdf?: Record<string, string>;
  /** Segments the 837P file must contain. */
  segments?: string[];
}

// Fully filled: a replacement of a birth-center delivery, with admission, two diagnoses and a
// modifier; the organization and, below, the person as billing provider.
const ein = { ...provider, address: { ...provider.address, zip: '94607-1234' } };
export const claim: ProvidedClaim = billedBy(
  {
    ...facilityDelivery,
    formId: 'DB-2026-000077',
    frequency: '7',
    resubmissionReference: '2026328000456',
    correctsClaimId: '7a7a7a7a-1b1b-4c2c-8d3d-4e4e4e4e4e4e',
    service: { ...facilityDelivery.service, virtualMode: '', additionalInputs: { minutes: '90' } },
    facility: {
      ...facilityDelivery.facility!,
      address: { ...facilityDelivery.facility!.address, zip: '95814-2200' },
    },
    lines: [{ ...facilityDelivery.lines[0]!, modifiers: ['XP'] }],
  },
  ein,
);
export const person = billedBy(claim, {
  ...ein,
  person: { first: 'Maya', middle: 'Quinn', last: 'Lopez' },
  taxIdType: 'SSN',
  taxId: '555126789',
});

const internal = { absent: 'the product’s own bookkeeping: no payer needs it' };
const byLines = (what: string) => ({ absent: `coded into the lines (${what})` });
const untimed = { absent: 'professional claims carry dates; a timed code carries its units' };

/** A field's places, and what the printed form and the 837P file must show for it. */
const at = (
  cms1500: Place,
  x12: Place,
  pdf?: Record<string, string>,
  ...segments: string[]
): Mapping => ({ cms1500, x12, ...(pdf ? { pdf } : {}), segments });

/** City, state and ZIP print together: one place for the three parts. */
const cityStateZip = (field: string, cms1500: string, x12: string, pdf: object, n4: string) =>
  Object.fromEntries(
    ['city', 'state', 'zip'].map((part) => [
      `${field}.${part}`,
      at(cms1500, x12, pdf as Record<string, string>, n4),
    ]),
  );

const CLM = 'CLM*DB-2026-000077*1450***25:B:7*Y*A*Y*Y~';
const SV1 = 'SV1*HC:Z1038:XP*1450*UN*1***1:2~';
const DTP472 = 'DTP*472*RD8*20261105-20261106~';
const IL = 'NM1*IL*1*RIVERA*ANA*LUZ***MI*91234567A~';
const PR = 'NM1*PR*2*MEDI-CAL*****PI*MCAL1~';
const DMG = 'DMG*D8*19920417*F~';
const ORG = 'NM1*85*2*GENTLE BIRTHS LLC*****XX*1234567893~';
const PERSON = 'NM1*85*1*LOPEZ*MAYA*QUINN***XX*1234567893~';
const FACILITY = 'NM1*77*2*VALLEY BIRTH CENTER*****XX*1558598797~';

export const map: Record<string, Mapping> = {
  id: at(internal, internal),
  formId: at(
    'box 26',
    '2300 CLM01, 2400 REF*6R02',
    { '26': 'DB-2026-000077' },
    CLM,
    'REF*6R*DB-2026-000077-1~',
  ),
  ownerId: at(internal, internal),
  status: at(internal, internal),
  submittedAt: at(
    'box 31 date',
    { absent: 'the file’s own date (BHT04) says when it was made' },
    { '31.date': '11 03 26' },
  ),
  frequency: at('box 22 code', '2300 CLM05-3', { '22.code': '7' }, CLM),
  resubmissionReference: at(
    'box 22 original ref. no.',
    '2300 REF*F8',
    { '22.ref': '2026328000456' },
    'REF*F8*2026328000456~',
  ),
  correctsClaimId: at(
    { absent: 'the payer knows the original by its number (box 22)' },
    { absent: 'the payer knows the original by its number (REF*F8)' },
  ),
  'service.type': at(byLines('24D'), byLines('SV101')),
  'service.dateFrom': at(
    'box 24A from',
    '2400 DTP*472',
    { '24.1.from.mm': '11', '24.1.from.dd': '05' },
    DTP472,
  ),
  'service.dateTo': at('box 24A to', '2400 DTP*472', { '24.1.to.dd': '06' }, DTP472),
  'service.timeFrom': at(untimed, untimed),
  'service.timeTo': at(untimed, untimed),
  'service.location': at(byLines('24B place of service'), byLines('CLM05-1, SV105')),
  'service.virtualMode': at(byLines('modifier 95 or 93'), byLines('SV101 modifiers')),
  'service.afterAttemptedVbac': at(
    byLines('24D code (a cesarean after an attempted VBAC where priced apart)'),
    byLines('SV101 code'),
  ),
  'service.additionalInputs.minutes': at(byLines('24G units'), byLines('SV104')),
  'admission.admitted': at(
    'box 18 from',
    '2300 DTP*435',
    { '18.from.mm': '11', '18.from.dd': '05' },
    'DTP*435*D8*20261105~',
  ),
  'admission.discharged': at(
    'box 18 to',
    '2300 DTP*096',
    { '18.to.dd': '06' },
    'DTP*096*D8*20261106~',
  ),
  'patient.id': at(internal, internal),
  'patient.name.first': at('box 2', '2010BA NM1*IL04', { '2': 'RIVERA, ANA, L' }, IL),
  'patient.name.middle': at('box 2 (initial)', '2010BA NM1*IL05', { '2': 'RIVERA, ANA, L' }, IL),
  'patient.name.last': at('box 2', '2010BA NM1*IL03', { '2': 'RIVERA, ANA, L' }, IL),
  'patient.birthDate': at(
    'box 3 date',
    '2010BA DMG02',
    { '3.mm': '04', '3.dd': '17', '3.yyyy': '1992' },
    DMG,
  ),
  'patient.sex': at('box 3 sex', '2010BA DMG03', { '3.F': 'X', '3.M': '' }, DMG),
  'patient.address.street': at(
    'box 5 street',
    '2010BA N301',
    { '5.street': '12 ELM ST APT 3' },
    'N3*12 ELM ST, APT 3~',
  ),
  ...Object.fromEntries(
    (['city', 'state', 'zip'] as const).map((part) => [
      `patient.address.${part}`,
      at(
        `box 5 ${part}`,
        '2010BA N401-03',
        { [`5.${part}`]: { city: 'FRESNO', state: 'CA', zip: '93701' }[part] },
        'N4*FRESNO*CA*93701~',
      ),
    ]),
  ),
  'patient.memberId': at('box 1a', '2010BA NM1*IL09', { '1a': '91234567A' }, IL),
  'payer.id': at(
    { absent: 'the payer ID addresses the electronic claim only' },
    '2010BB NM1*PR09',
    undefined,
    PR,
  ),
  'payer.name': at('carrier block', '2010BB NM1*PR03', { 'carrier.name': 'MEDI-CAL' }, PR),
  'payer.type': at('box 1', '2000B SBR09', { '1.Medicaid': 'X' }, 'SBR*P*18*******MC~'),
  'provider.entity.kind': at(
    { absent: 'box 25 (SSN or EIN) tells them apart' },
    '2010AA NM1*8502',
    undefined,
    ORG,
    PERSON,
  ),
  'provider.entity.name': at(
    { absent: 'box 33 prints displayName' },
    '2010AA NM1*8503 (organization)',
    undefined,
    ORG,
  ),
  ...Object.fromEntries(
    ['first', 'middle', 'last'].map((part) => [
      `provider.entity.${part}`,
      at(
        { absent: 'box 31 prints signatureName, box 33 displayName' },
        '2010AA NM1*8503-05 (person)',
        undefined,
        PERSON,
      ),
    ]),
  ),
  'provider.signatureName': at(
    'box 31',
    { absent: 'the file says the signature is on file (CLM06 Y)' },
    { '31.name': 'MAYA LOPEZ' },
  ),
  'provider.displayName': at(
    'box 33 name',
    { absent: 'the 2010AA name is the entity’s' },
    { '33.name': 'GENTLE BIRTHS LLC' },
  ),
  'provider.npi': at('box 33a', '2010AA NM1*8509', { '33a': '1234567893' }, ORG),
  'provider.address.street': at(
    'box 33 street',
    '2010AA N301',
    { '33.street': '1 MAIN ST' },
    'N3*1 MAIN ST~',
  ),
  ...cityStateZip(
    'provider.address',
    'box 33 city, state, ZIP',
    '2010AA N401-03',
    { '33.city': 'OAKLAND CA 94607-1234' },
    'N4*OAKLAND*CA*946071234~',
  ),
  'provider.taxId.type': at(
    'box 25 SSN/EIN',
    '2010AA REF01 (EI or SY)',
    { '25.EIN': 'X', '25.SSN': '' },
    'REF*EI*941234567~',
    'REF*SY*555126789~',
  ),
  'provider.taxId.value': at('box 25', '2010AA REF02', { '25': '941234567' }, 'REF*EI*941234567~'),
  // A group or a clinician billing is carried by the fields above; she renders then (24J,
  // 2310B), as claim-837p.test.ts and cms1500-from-claim.test.ts show.
  'provider.billingAs': at(
    { absent: 'boxes 33 and 24J name who bills and who rendered' },
    { absent: '2010AA names who bills; 2310B her, when another bills' },
  ),
  'facility.id': at(internal, internal),
  'facility.name': at(
    'box 32 name',
    '2310C NM1*7703',
    { '32.name': 'VALLEY BIRTH CENTER' },
    FACILITY,
  ),
  'facility.npi': at('box 32a', '2310C NM1*7709', { '32a': '1558598797' }, FACILITY),
  'facility.kind': at(byLines('24B place of service'), byLines('CLM05-1')),
  'facility.address.street': at(
    'box 32 street',
    '2310C N301',
    { '32.street': '400 OAK AVE' },
    'N3*400 OAK AVE~',
  ),
  ...cityStateZip(
    'facility.address',
    'box 32 city, state, ZIP',
    '2310C N401-03',
    { '32.city': 'SACRAMENTO CA 95814-2200' },
    'N4*SACRAMENTO*CA*958142200~',
  ),
  'lines[].procedureCode': at('box 24D code', '2400 SV101-2', { '24.1.code': 'Z1038' }, SV1),
  'lines[].modifiers[]': at('box 24D modifiers', '2400 SV101-3', { '24.1.mod1': 'XP' }, SV1),
  'lines[].units': at('box 24G', '2400 SV104', { '24.1.units': '1' }, SV1),
  'lines[].chargeCents': at(
    'box 24F',
    '2400 SV102',
    { '24.1.dollars': '1450', '24.1.cents': '00' },
    SV1,
  ),
  'lines[].placeOfService': at(
    'box 24B',
    '2300 CLM05-1 (SV105 when a line differs)',
    { '24.1.pos': '25' },
    CLM,
  ),
  'lines[].diagnosisPointers[]': at('box 24E', '2400 SV107', { '24.1.pointer': 'AB' }, SV1),
  'diagnoses[]': at(
    'box 21 A–L',
    '2300 HI',
    { '21.A': 'O80', '21.B': 'Z370' },
    'HI*ABK:O80*ABF:Z370~',
  ),
  totalChargeCents: at('box 28', '2300 CLM02', { '28.dollars': '1450', '28.cents': '00' }, CLM),
};
