import { SERVICE_LINES_PER_PAGE } from './boxes.ts';
import {
  type ClaimFieldId,
  claimFields,
  type FieldSpec,
  serviceField,
  type ServiceFieldId,
} from './fields.ts';
import type { Cms1500ServiceLine, ParsedCms1500Claim } from './input.ts';
import { diagnosisLetters } from './input.ts';
import {
  dateParts,
  digitsOnly,
  fit,
  formatAddressText,
  formatCityStateZip,
  formatDiagnosisCode,
  formatIdentifier,
  formatOrganisationName,
  formatPersonName,
  formatZip,
  spacedShortDate,
  splitMoney,
  toFormText,
} from './text-rules.ts';

/**
 * How a claim with more than six lines totals box 28. NUCC treats each sheet as a complete form
 * whose total is the sum of its own 24F ("each-page", the default); some payers instead want
 * "CONTINUED" on every sheet but the last and the claim's grand total on the last ("last-page").
 */
export type PageTotals = 'each-page' | 'last-page';

/** One value ready to print: the field it belongs to and its final characters. */
export interface PlacedValue {
  field: string;
  spec: FieldSpec;
  text: string;
}

export interface PageLayout {
  values: PlacedValue[];
}

const CHECK = 'X';
const SIGNATURE_ON_FILE = 'SIGNATURE ON FILE';

/** Money is never truncated: a charge too wide for its box is refused instead. */
export class Cms1500AmountTooLargeError extends Error {
  constructor(readonly field: string) {
    super(`A CMS-1500 amount does not fit in ${field}`);
    this.name = 'Cms1500AmountTooLargeError';
  }
}

class PageWriter {
  readonly values: PlacedValue[] = [];

  put(field: string, spec: FieldSpec, value: string | undefined): void {
    if (!value) return;
    this.values.push({ field, spec, text: fit(value, spec.width) });
  }

  claim(id: ClaimFieldId, value: string | undefined): void {
    this.put(id, claimFields[id], value);
  }

  service(id: ServiceFieldId, index: number, value: string | undefined): void {
    this.put(`24.${index + 1}.${id}`, serviceField(id, index), value);
  }

  money(dollarsId: string, dollarsSpec: FieldSpec, centsSpec: FieldSpec, cents: number): void {
    const split = splitMoney(cents);
    if (split.dollars.length > dollarsSpec.width) throw new Cms1500AmountTooLargeError(dollarsId);
    this.put(dollarsId, dollarsSpec, split.dollars);
    this.put(dollarsId.replace('dollars', 'cents'), centsSpec, split.cents);
  }
}

/** The carrier block and boxes 1 to 7: who pays and who was served. */
function writePayerAndPatientBoxes(page: PageWriter, claim: ParsedCms1500Claim): void {
  if (claim.payer) {
    page.claim('carrier.name', formatOrganisationName(claim.payer.name));
    if (claim.payer.address) {
      page.claim('carrier.street', formatAddressText(claim.payer.address.street));
      page.claim('carrier.city', formatCityStateZip(claim.payer.address));
    }
  }
  page.claim(`1.${claim.insuranceType}`, CHECK);
  page.claim('1a', formatIdentifier(claim.insuredId));

  // Boxes 2 and 4 differ by a column: the name is shortened to the narrower one, so both agree.
  const name = formatPersonName(
    claim.patient.name,
    Math.min(claimFields['2'].width, claimFields['4'].width),
  );
  const birth = dateParts(claim.patient.birthDate);
  page.claim('2', name);
  page.claim('3.mm', birth.mm);
  page.claim('3.dd', birth.dd);
  page.claim('3.yyyy', birth.yyyy);
  if (claim.patient.sex) page.claim(`3.${claim.patient.sex}`, CHECK);
  // The product bills the patient as the insured: 4 and 7 repeat 2 and 5, 6 is "self".
  page.claim('4', name);
  page.claim('6.self', CHECK);
  for (const prefix of ['5', '7'] as const) {
    const address = claim.patient.address;
    page.claim(`${prefix}.street`, formatAddressText(address.street));
    page.claim(`${prefix}.city`, formatAddressText(address.city));
    page.claim(`${prefix}.state`, address.state.toUpperCase());
    page.claim(`${prefix}.zip`, formatZip(address.zip));
    const phone = digitsOnly(claim.patient.phone ?? '');
    page.claim(`${prefix}.area`, phone.slice(0, 3));
    page.claim(`${prefix}.phone`, phone.slice(3));
  }
}

/** Boxes 10 to 22: conditions, other coverage, signatures, stay, diagnoses, resubmission. */
function writeConditionBoxes(page: PageWriter, claim: ParsedCms1500Claim): void {
  // Doula services are never employment- or accident-related: NUCC wants the NO boxes marked.
  page.claim('10a.no', CHECK);
  page.claim('10b.no', CHECK);
  page.claim('10c.no', CHECK);
  page.claim('11', formatIdentifier(claim.groupNumber ?? '') || 'NONE');
  if (claim.anotherHealthPlan !== undefined) {
    page.claim(claim.anotherHealthPlan ? '11d.yes' : '11d.no', CHECK);
  }
  page.claim('12', SIGNATURE_ON_FILE);
  page.claim('13', SIGNATURE_ON_FILE);

  if (claim.hospitalization) {
    const admitted = dateParts(claim.hospitalization.admitted);
    page.claim('18.from.mm', admitted.mm);
    page.claim('18.from.dd', admitted.dd);
    page.claim('18.from.yyyy', admitted.yyyy);
    if (claim.hospitalization.discharged) {
      const discharged = dateParts(claim.hospitalization.discharged);
      page.claim('18.to.mm', discharged.mm);
      page.claim('18.to.dd', discharged.dd);
      page.claim('18.to.yyyy', discharged.yyyy);
    }
  }
  page.claim('19', toFormText(claim.notes ?? ''));

  page.claim('21.ind', '0');
  claim.diagnoses.forEach((code, index) => {
    page.claim(`21.${diagnosisLetters[index]}` as ClaimFieldId, formatDiagnosisCode(code));
  });
  if (claim.resubmission) {
    page.claim('22.code', claim.resubmission.code);
    page.claim('22.ref', formatIdentifier(claim.resubmission.originalReference));
  }
}

/** Boxes 25 to 33: the tax ID, assignment, signature, service facility and billing provider. */
function writeProviderBoxes(page: PageWriter, claim: ParsedCms1500Claim): void {
  page.claim(
    '25',
    'value' in claim.taxId ? digitsOnly(claim.taxId.value) : `XXXXX${claim.taxId.last4}`,
  );
  page.claim(`25.${claim.taxId.type}`, CHECK);
  page.claim('26', formatIdentifier(claim.accountNumber));
  page.claim(claim.acceptAssignment ? '27.yes' : '27.no', CHECK);

  page.claim('31.name', formatOrganisationName(claim.signature.name));
  page.claim('31.date', spacedShortDate(claim.signature.date));
  if (claim.serviceFacility) {
    page.claim('32.name', formatOrganisationName(claim.serviceFacility.name));
    page.claim('32.street', formatAddressText(claim.serviceFacility.address.street));
    page.claim('32.city', formatCityStateZip(claim.serviceFacility.address));
    page.claim('32a', claim.serviceFacility.npi);
  }
  const billing = claim.billingProvider;
  const billingPhone = digitsOnly(billing.phone ?? '');
  page.claim('33.area', billingPhone.slice(0, 3));
  page.claim('33.phone', billingPhone.slice(3));
  page.claim('33.name', formatOrganisationName(billing.name));
  page.claim('33.street', formatAddressText(billing.address.street));
  page.claim('33.city', formatCityStateZip(billing.address));
  page.claim('33a', billing.npi);
  if (billing.taxonomy) page.claim('33b', `ZZ${billing.taxonomy.toUpperCase()}`);
}

function writeClaimBoxes(page: PageWriter, claim: ParsedCms1500Claim): void {
  writePayerAndPatientBoxes(page, claim);
  writeConditionBoxes(page, claim);
  writeProviderBoxes(page, claim);
}

function writeServiceLine(page: PageWriter, line: Cms1500ServiceLine, index: number): void {
  const from = dateParts(line.from);
  const to = dateParts(line.to ?? line.from);
  page.service('from.mm', index, from.mm);
  page.service('from.dd', index, from.dd);
  page.service('from.yy', index, from.yy);
  page.service('to.mm', index, to.mm);
  page.service('to.dd', index, to.dd);
  page.service('to.yy', index, to.yy);
  page.service('pos', index, line.placeOfService);
  page.service('code', index, line.code.toUpperCase());
  const modifierIds = ['mod1', 'mod2', 'mod3', 'mod4'] as const;
  line.modifiers.forEach((modifier, m) => {
    const id = modifierIds[m];
    if (id) page.service(id, index, modifier.toUpperCase());
  });
  page.service('pointer', index, line.diagnosisPointers.join(''));
  const dollars = serviceField('dollars', index);
  page.money(`24.${index + 1}.dollars`, dollars, serviceField('cents', index), line.chargeCents);
  page.service('units', index, String(line.units));
  if (line.renderingTaxonomy) {
    page.service('qualifier', index, 'ZZ');
    page.service('taxonomy', index, line.renderingTaxonomy.toUpperCase());
  }
  page.service('npi', index, line.renderingNpi);
}

/** Lay a claim out on as many sheets as its service lines need, six lines a sheet. */
export function layoutClaim(
  claim: ParsedCms1500Claim,
  pageTotals: PageTotals = 'each-page',
): PageLayout[] {
  const chunks: Cms1500ServiceLine[][] = [];
  for (let start = 0; start < claim.lines.length; start += SERVICE_LINES_PER_PAGE) {
    chunks.push(claim.lines.slice(start, start + SERVICE_LINES_PER_PAGE));
  }
  const grandTotal = claim.lines.reduce((sum, line) => sum + line.chargeCents, 0);
  return chunks.map((lines, pageIndex) => {
    const page = new PageWriter();
    if (chunks.length > 1) page.claim('pageLabel', `PAGE ${pageIndex + 1} OF ${chunks.length}`);
    writeClaimBoxes(page, claim);
    lines.forEach((line, index) => writeServiceLine(page, line, index));
    const isLast = pageIndex === chunks.length - 1;
    if (pageTotals === 'last-page' && !isLast) {
      page.claim('28.continued', 'CONTINUED');
    } else {
      const total =
        pageTotals === 'last-page'
          ? grandTotal
          : lines.reduce((sum, line) => sum + line.chargeCents, 0);
      page.money('28.dollars', claimFields['28.dollars'], claimFields['28.cents'], total);
    }
    return { values: page.values };
  });
}
