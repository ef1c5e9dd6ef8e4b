import { describe, expect, it } from 'vitest';
import { runClaimCheck } from '#domain/billing/index';
import { claimCheckInputOf } from '#domain/claims/claim-check-input';
import type { PatientSex } from '#domain/records/patient';
import { X12InputError } from '../../formats/x12/index.ts';
import { validate837p } from '../../formats/x12/testing/validate-837p.ts';
import type { BillingProviderDetails } from '../profile/index.ts';
import type { StoredBillingArrangement } from '#domain/records/billing-arrangement';
import {
  billableProviderOf,
  claimFactsOf,
  type BillableClaim,
  type ProvidedClaim,
} from '../claims/index.ts';
import {
  billedBy,
  facilityDelivery as storedDelivery,
  homeVisit,
  provider as storedProvider,
} from '../../testing/billable-claims.ts';
import { claimsFileOf } from './testing/claims-file.ts';

/**
 * A billable claim (as the claims module builds it) in an 837P file: what lands in which segment,
 * and that the file passes the structural validator.
 */
// The same doula billing under her own name and SSN, with the ZIP+4 an 837P needs.
const provider: BillingProviderDetails = {
  ...storedProvider,
  businessName: '',
  address: { ...storedProvider.address, zip: '94607-1234' },
  taxIdType: 'SSN',
  taxId: '555126789',
};

// A home visit and a birth-center delivery as the claims module builds them; the delivery here
// has its own form ID and a nine-digit ZIP (an 837P needs one for the service facility).
const facilityDelivery: BillableClaim = {
  ...storedDelivery,
  formId: 'DB-2026-000043',
  facility: {
    ...storedDelivery.facility!,
    address: { ...storedDelivery.facility!.address, zip: '95814-2200' },
  },
};
const withFacilityZip = (zip: string): BillableClaim => ({
  ...facilityDelivery,
  facility: {
    ...facilityDelivery.facility!,
    address: { ...facilityDelivery.facility!.address, zip },
  },
});

const fileOf = (claims: BillableClaim[], who = provider) =>
  claimsFileOf(
    claims.map((claim) => billedBy(claim, who)),
    7,
  );

/** The file's segments, one a line, once the structural validator finds nothing wrong. */
function validLinesOf(claims: BillableClaim[], who = provider) {
  const file = fileOf(claims, who);
  expect(validate837p(file)).toEqual([]);
  return { file, lines: file.split('\n') };
}

// Her group as her profile keeps it; its EIN sealed on her row, opened for the file only.
const group: StoredBillingArrangement = {
  kind: 'group',
  name: 'Bay Doula Collective',
  npi: '1928374655',
  taxIdCiphertext: 'sealed-ein',
  taxIdLast4: '3219',
  address: { street: '40 Harbor Way', city: 'Oakland', state: 'CA', zip: '94612-1234' },
};
const openedEin = (sealed: string) => (sealed === 'sealed-ein' ? '876543219' : '');

/** The home visit billed through her group, in a file the validator passes. */
function validGroupLines() {
  const claim = {
    ...homeVisit,
    provider: billableProviderOf({ ...provider, openTaxId: openedEin }, group),
  };
  const file = claimsFileOf([claim], 7);
  expect(validate837p(file)).toEqual([]);
  return { file, lines: file.split('\n') };
}

describe('claim837pFromClaim', () => {
  it('writes a home visit: the doula as a person, the patient as the subscriber, no notes', () => {
    const { file, lines } = validLinesOf([homeVisit]);
    expect(lines).toContain('NM1*85*1*LOPEZ*MAYA****XX*1234567893~');
    expect(lines).toContain('REF*SY*555126789~');
    expect(lines).toContain('NM1*IL*1*RIVERA*ANA*LUZ***MI*91234567A~');
    expect(lines).toContain('DMG*D8*19920417*F~');
    expect(lines).toContain('N3*12 ELM ST, APT 3~');
    expect(lines).toContain('N4*FRESNO*CA*93701~');
    expect(lines).toContain('NM1*PR*2*MEDI-CAL*****PI*MCAL1~');
    expect(lines.find((line) => line.startsWith('CLM*'))).toBe(
      'CLM*DB-2026-000042*162.11***12:B:1*Y*A*Y*Y~',
    );
    expect(lines).toContain('SV1*HC:Z1034:XP*162.11*UN*1***1~');
    expect(lines).toContain('REF*6R*DB-2026-000042-1~');
    expect(file).not.toContain('NTE*');
    expect(file).not.toMatch(/LACTATION/);
  });

  it('sends the sex on her insurance card in DMG03, and unknown for a claim from before it was asked', () => {
    const as = (sex: PatientSex) => ({ ...homeVisit, patient: { ...homeVisit.patient, sex } });
    expect(validLinesOf([as('M')]).lines).toContain('DMG*D8*19920417*M~');
    // Unknown, which a claim from before the sex was asked also reads (claim-row.test.ts).
    expect(validLinesOf([as('U')]).lines).toContain('DMG*D8*19920417*U~');
  });

  it('bills under her SSN as a person with her own name, even with a business name', () => {
    const { file, lines } = validLinesOf([homeVisit], {
      ...provider,
      businessName: 'Gentle Births',
    });
    expect(lines).toContain('NM1*85*1*LOPEZ*MAYA****XX*1234567893~');
    expect(lines).toContain('REF*SY*555126789~');
    expect(file).not.toContain('GENTLE BIRTHS');
  });

  it('writes a facility claim with its admission dates and the facility in 2310C', () => {
    const { lines } = validLinesOf([facilityDelivery], {
      ...provider,
      businessName: 'Gentle Births LLC',
      taxIdType: 'EIN',
      taxId: '941234567',
    });
    expect(lines).toContain('NM1*85*2*GENTLE BIRTHS LLC*****XX*1234567893~');
    expect(lines).toContain('REF*EI*941234567~');
    expect(lines).toContain('DTP*435*D8*20261105~');
    expect(lines).toContain('NM1*77*2*VALLEY BIRTH CENTER*****XX*1558598797~');
    expect(lines).toContain('DTP*472*RD8*20261105-20261106~');
  });

  it('writes a replacement (CLM05-3 7) and a void (8) with REF*F8, an original without it', () => {
    const replacement: BillableClaim = {
      ...homeVisit,
      formId: 'DB-2026-000044',
      frequency: '7',
      resubmissionReference: '2026328000456',
    };
    const voided: BillableClaim = { ...replacement, formId: 'DB-2026-000045', frequency: '8' };
    const { lines } = validLinesOf([{ ...homeVisit, frequency: '1' }, replacement, voided]);
    expect(lines.filter((line) => line.startsWith('CLM*'))).toEqual([
      'CLM*DB-2026-000042*162.11***12:B:1*Y*A*Y*Y~',
      'CLM*DB-2026-000044*162.11***12:B:7*Y*A*Y*Y~',
      'CLM*DB-2026-000045*162.11***12:B:8*Y*A*Y*Y~',
    ]);
    expect(lines.filter((line) => line.startsWith('REF*F8*'))).toEqual([
      'REF*F8*2026328000456~',
      'REF*F8*2026328000456~',
    ]);
    expect(lines[lines.indexOf('CLM*DB-2026-000044*162.11***12:B:7*Y*A*Y*Y~') + 1]).toBe(
      'REF*F8*2026328000456~',
    );
  });

  it('billing through her group: the group in 2010AA with its EIN, she in 2310B as the doula', () => {
    const { file, lines } = validGroupLines();
    expect(lines).toContain('PRV*BI*PXC*374J00000X~');
    expect(lines).toContain('NM1*85*2*BAY DOULA COLLECTIVE*****XX*1928374655~');
    expect(lines).toContain('N3*40 HARBOR WAY~');
    expect(lines).toContain('N4*OAKLAND*CA*946121234~');
    expect(lines).toContain('REF*EI*876543219~');
    expect(lines).toContain('NM1*82*1*LOPEZ*MAYA****XX*1234567893~');
    expect(lines).toContain('PRV*PE*PXC*374J00000X~');
    expect(file).not.toContain('REF*SY*');
  });

  it('under a supervising clinician: the clinician bills as a person, she renders', () => {
    const claim: BillableClaim = {
      ...homeVisit,
      provider: billableProviderOf(provider, {
        kind: 'supervisor',
        firstName: 'Rosa',
        lastName: 'Nguyen',
        npi: '1456789019',
      }),
    };
    const file = claimsFileOf([claim as ProvidedClaim], 7);
    expect(validate837p(file)).toEqual([]);
    const lines = file.split('\n');
    expect(lines).toContain('NM1*85*1*NGUYEN*ROSA****XX*1456789019~');
    expect(lines).toContain('NM1*82*1*LOPEZ*MAYA****XX*1234567893~');
    expect(lines).toContain('PRV*PE*PXC*374J00000X~');
  });

  it('leaves a five-digit facility ZIP to the writer, which refuses it naming the claim', () => {
    const claim = withFacilityZip('95814');
    expect(() => fileOf([claim])).toThrow(X12InputError);
    expect(() => fileOf([claim])).toThrow(/Claim DB-2026-000043: service facility ZIP/);
  });
});

/** The claim check on the same claim and provider facts the file is written from. */
function sendBlockerRulesOf(claim: BillableClaim, who: BillingProviderDetails) {
  const input = claimCheckInputOf(claimFactsOf(claim), {
    provider: {
      npi: who.npi,
      taxIdType: who.taxIdType,
      taxId: who.taxId,
      billingAddress: { street: who.address.street, zip: who.address.zip },
    },
    pregnancies: [],
    otherClaims: [],
    today: claim.service.dateFrom,
  });
  return runClaimCheck(input).sendBlockers.map((blocker) => blocker.rule);
}

describe('every refusal of the claim file for her own data is a claim-check send blocker', () => {
  /** The home visit billed with her details changed by `change`. */
  const herDetails = (name: string, change: Partial<BillingProviderDetails>, rule: string) => ({
    name,
    claim: homeVisit,
    who: { ...provider, ...change },
    rule,
  });
  const cases: { name: string; claim: BillableClaim; who: BillingProviderDetails; rule: string }[] =
    [
      herDetails(
        'a 5-digit billing ZIP',
        { address: { ...provider.address, zip: '94607' } },
        'billing-zip-plus-four',
      ),
      herDetails('a billing NPI that fails its check digit', { npi: '1234567891' }, 'billing-npi'),
      herDetails(
        'a PO box as the billing street',
        { address: { ...provider.address, street: 'PO Box 12' } },
        'billing-address-street',
      ),
      herDetails('a tax ID that is not nine digits', { taxId: '55512678' }, 'tax-id-format'),
      ...['123~45', 'A*1', 'A:1', 'A^1', 'AB 12', 'X'].map((policyNumber) => ({
        name: `a policy number ${JSON.stringify(policyNumber)}`,
        claim: { ...homeVisit, patient: { ...homeVisit.patient, memberId: policyNumber } },
        who: provider,
        rule: 'member-id-format',
      })),
      {
        name: 'a 5-digit facility ZIP',
        claim: withFacilityZip('95814'),
        who: provider,
        rule: 'facility-zip-plus-four',
      },
      {
        name: 'a facility NPI that fails its check digit',
        claim: {
          ...facilityDelivery,
          facility: { ...facilityDelivery.facility!, npi: '1003347635' },
        },
        who: provider,
        rule: 'facility-npi',
      },
    ];

  it.each(cases)('$name: the writer refuses it and the check names it', ({ claim, who, rule }) => {
    expect(() => fileOf([claim], who)).toThrow(X12InputError);
    expect(sendBlockerRulesOf(claim, who)).toContain(rule);
  });

  it('the same claims with the facts fixed: the writer takes them and the check names nothing', () => {
    for (const claim of [homeVisit, facilityDelivery]) {
      expect(() => fileOf([claim])).not.toThrow();
      expect(sendBlockerRulesOf(claim, provider)).toEqual([]);
    }
  });
});
