import { type SegmentSpec } from '../codec.ts';
import { organizationNm1, personNm1, providerNm1 } from '../name-segments.ts';
import { fit, identifierText, plainText, x12Text } from '../text.ts';
import { formatDate, formatMoney } from '../values.ts';
import { claimFilingIndicatorByPayerType } from './claim-filing.ts';
import { type Claim837p, type ServiceLine837p } from './input.ts';

/**
 * The 837P's provider and claim loops: 2000A/2010AA (who bills), 2000B/2010BA/2010BB (the patient
 * as subscriber, the payer), 2300 (the claim) with 2310B/2310C and its 2400 service lines.
 */

type Address = Claim837p['subscriber']['address'];

/**
 * N301 and N302, 55 characters each: a street longer than N301 goes on in N302 (cut at a space
 * where there is one), ahead of the second line, rather than losing its end.
 */
export function streetElements(street: string, street2 = ''): [string, string] {
  const first = x12Text(street);
  const second = x12Text(street2);
  if (first.length <= 55) return [first, fit(second, 55)];
  const space = first.lastIndexOf(' ', 55);
  const cut = space > 0 ? space : 55;
  const rest = [first.slice(cut).trim(), second].filter(Boolean).join(' ');
  return [first.slice(0, cut).trimEnd(), fit(rest, 55)];
}

function addressSegments(address: Address): SegmentSpec[] {
  return [
    ['N3', ...streetElements(address.street, address.street2)],
    ['N4', plainText(address.city, 30), address.state.toUpperCase(), address.zip.replace('-', '')],
  ];
}

/** 2000A PRV and 2010AA: who bills, where, with which NPI and tax ID. */
export function billingProviderSegments({ billingProvider }: Claim837p): SegmentSpec[] {
  return [
    ['PRV', 'BI', 'PXC', billingProvider.taxonomy.toUpperCase()],
    providerNm1('85', billingProvider.name, billingProvider.npi),
    ...addressSegments(billingProvider.address),
    [
      'REF',
      billingProvider.taxId.type === 'EIN' ? 'EI' : 'SY',
      billingProvider.taxId.value.replace(/-/g, ''),
    ],
  ];
}

/** 2000B SBR, 2010BA subscriber (= patient), 2010BB payer, then the claim. */
export function claimSegments(claim: Claim837p): SegmentSpec[] {
  const { subscriber, payer } = claim;
  const filing = payer.claimFilingIndicator ?? claimFilingIndicatorByPayerType[payer.type];
  return [
    // P primary payer, 18 the patient is the subscriber.
    [
      'SBR',
      'P',
      '18',
      subscriber.groupNumber ? identifierText(subscriber.groupNumber, 50) : '',
      '',
      '',
      '',
      '',
      '',
      filing,
    ],
    personNm1('IL', subscriber.name, 'MI', subscriber.memberId),
    ...addressSegments(subscriber.address),
    ['DMG', 'D8', formatDate(subscriber.birthDate), subscriber.sex],
    organizationNm1('PR', payer.name, 'PI', payer.id),
    ...claimLoop(claim),
  ];
}

/** Loop 2300 with 2310B, 2310C and the 2400 lines, segments in the guide's order. */
function claimLoop(claim: Claim837p): SegmentSpec[] {
  const total = claim.lines.reduce((sum, line) => sum + line.chargeCents, 0);
  const segments: SegmentSpec[] = [
    [
      'CLM',
      identifierText(claim.formId, 38),
      formatMoney(total),
      '',
      '',
      [claim.placeOfService, 'B', claim.frequency], // B: a place of service code follows
      'Y', // provider signature on file
      'A', // assignment accepted
      'Y', // benefits assigned to the provider
      'Y', // release of information signed
    ],
  ];
  if (claim.admission) {
    segments.push(['DTP', '435', 'D8', formatDate(claim.admission.admitted)]);
    if (claim.admission.discharged) {
      segments.push(['DTP', '096', 'D8', formatDate(claim.admission.discharged)]);
    }
  }
  if (claim.frequency !== '1' && claim.payerClaimNumber) {
    segments.push(['REF', 'F8', identifierText(claim.payerClaimNumber, 50)]);
  }
  const note = claim.note ? plainText(claim.note, 80) : '';
  if (note) segments.push(['NTE', 'ADD', note]);
  segments.push([
    'HI',
    ...claim.diagnoses.map((code, index) => [index === 0 ? 'ABK' : 'ABF', diagnosisCode(code)]),
  ]);
  const rendering = claim.renderingProvider;
  if (rendering && rendering.npi !== claim.billingProvider.npi) {
    segments.push(providerNm1('82', { kind: 'person', ...rendering.name }, rendering.npi), [
      'PRV',
      'PE',
      'PXC',
      rendering.taxonomy.toUpperCase(),
    ]);
  }
  if (claim.serviceFacility) {
    const facility = claim.serviceFacility;
    segments.push(
      [
        'NM1',
        '77',
        '2',
        plainText(facility.name, 60),
        '',
        '',
        '',
        '',
        facility.npi ? 'XX' : '',
        facility.npi ?? '',
      ],
      ...addressSegments(facility.address),
    );
  }
  claim.lines.forEach((line, index) => segments.push(...lineSegments(claim, line, index + 1)));
  return segments;
}

function diagnosisCode(code: string): string {
  return code.replace('.', '').toUpperCase();
}

function lineSegments(claim: Claim837p, line: ServiceLine837p, number: number): SegmentSpec[] {
  const placeOfService =
    line.placeOfService && line.placeOfService !== claim.placeOfService ? line.placeOfService : '';
  const segments: SegmentSpec[] = [
    ['LX', String(number)],
    [
      'SV1',
      ['HC', line.procedureCode.toUpperCase(), ...line.modifiers.map((m) => m.toUpperCase())],
      formatMoney(line.chargeCents),
      'UN',
      String(line.units),
      placeOfService,
      '',
      line.diagnosisPointers.map(String),
    ],
    line.to && line.to !== line.dateOfService
      ? ['DTP', '472', 'RD8', `${formatDate(line.dateOfService)}-${formatDate(line.to)}`]
      : ['DTP', '472', 'D8', formatDate(line.dateOfService)],
  ];
  if (line.lineControlNumber) segments.push(['REF', '6R', fit(line.lineControlNumber, 50)]);
  return segments;
}
