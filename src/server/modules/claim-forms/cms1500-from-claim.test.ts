import { describe, expect, it } from 'vitest';
import type { PatientSex } from '#domain/records/patient';
import { expectFields, print } from '../../formats/cms1500/testing/read-fields.ts';
import { writeFileSync } from 'node:fs';
import { renderCms1500Pdf } from '../../formats/cms1500/index.ts';
import { billableProviderOf, type ProvidedClaim } from '../claims/index.ts';
import { billedBy, facilityDelivery, homeVisit, provider } from '../../testing/billable-claims.ts';
import { cms1500FromClaim } from './cms1500-from-claim.ts';

/**
 * A billable claim (as the claims module builds it) printed on a CMS-1500 and read back: each
 * value the claim has must land in its box.
 */
/** The first page of the claim printed on a CMS-1500, read back box by box. */
const printed = async (claim: ProvidedClaim, mode: 'data-only' | 'with-form' = 'data-only') =>
  (await print([cms1500FromClaim(claim)], { mode })).pages[0]!;

describe('cms1500FromClaim', () => {
  it('prints a home visit: patient as the insured, diagnosis, line, tax ID, form ID', async () => {
    expectFields(await printed(homeVisit), {
      'carrier.name': 'MEDI-CAL',
      '1.Medicaid': 'X',
      '1a': '91234567A',
      '2': 'RIVERA, ANA, L',
      '3.F': 'X',
      '3.M': '',
      '5.street': '12 ELM ST APT 3', // the form prints no punctuation
      '5.city': 'FRESNO',
      '5.state': 'CA',
      '5.zip': '93701',
      '6.self': 'X',
      '19': '',
      '21.ind': '0',
      '21.A': 'Z331',
      '24.1.from.mm': '11',
      '24.1.from.dd': '02',
      '24.1.pos': '12',
      '24.1.code': 'Z1034',
      '24.1.mod1': 'XP',
      '24.1.pointer': 'A',
      '24.1.dollars': '162',
      '24.1.cents': '11',
      '24.1.units': '1',
      '25': '941234567',
      '25.EIN': 'X',
      '26': 'DB-2026-000042',
      '31.name': 'MAYA LOPEZ',
      '31.date': '11 03 26',
      '32.name': '',
      '33.name': 'GENTLE BIRTHS LLC',
      '33.street': '1 MAIN ST',
      '33.city': 'OAKLAND CA 94607',
      '33a': '1234567893',
    });
  });

  it('names the billing provider in box 33 as the 837P names her: herself under her SSN, even with a business name', async () => {
    const underSsn = billedBy(homeVisit, { ...provider, taxIdType: 'SSN', taxId: '555126789' });
    // The 837P's 2010AA is the same person (NM102 1), so the paper form must not say otherwise.
    expect(underSsn.provider.entity).toEqual({
      kind: 'person',
      first: 'Maya',
      middle: '',
      last: 'Lopez',
    });
    expectFields(await printed(underSsn), { '33.name': 'MAYA LOPEZ', '25': '555126789' });
    // Under an EIN the 837P names her business (NM102 2), and so does box 33.
    expect(homeVisit.provider.entity).toEqual({ kind: 'organization', name: 'Gentle Births LLC' });
    expectFields(await printed(homeVisit), { '33.name': 'GENTLE BIRTHS LLC' });
  });

  it('checks box 3 as her insurance card says, and leaves it blank when the sex is unknown', async () => {
    const as = (sex: PatientSex) => ({ ...homeVisit, patient: { ...homeVisit.patient, sex } });
    expectFields(await printed(as('M')), { '3.M': 'X', '3.F': '' });
    // Unknown, which a claim from before the sex was asked also reads: nothing is guessed.
    expectFields(await printed(as('U')), { '3.M': '', '3.F': '' });
  });

  it('prints a facility claim with its hospital dates and the facility in box 32', async () => {
    expectFields(await printed(facilityDelivery, 'with-form'), {
      '18.from.mm': '11',
      '18.from.dd': '05',
      '18.to.dd': '06',
      '21.A': 'O80',
      '21.B': 'Z370',
      '24.1.pos': '25',
      '24.1.to.dd': '06',
      '24.1.pointer': 'AB',
      '32.name': 'VALLEY BIRTH CENTER',
      '32a': '1558598797',
    });
  });

  it('prints box 22 for a replacement and a void, and leaves it empty on an original', async () => {
    const replacement: ProvidedClaim = {
      ...homeVisit,
      frequency: '7',
      resubmissionReference: '2026328000456',
    };
    const voided: ProvidedClaim = { ...replacement, frequency: '8' };
    for (const [claim, code] of [
      [replacement, '7'],
      [voided, '8'],
      [homeVisit, ''],
    ] as const) {
      expectFields(await printed(claim), {
        '22.code': code,
        '22.ref': code ? '2026328000456' : '',
      });
    }
  });

  it('through her group: box 33 is the group with its NPI and EIN, 24J her own NPI', async () => {
    const claim: ProvidedClaim = {
      ...homeVisit,
      provider: billableProviderOf(
        { ...provider, openTaxId: (sealed) => (sealed === 'sealed-ein' ? '876543219' : '') },
        {
          kind: 'group',
          name: 'Bay Doula Collective',
          npi: '1928374655',
          taxIdCiphertext: 'sealed-ein',
          taxIdLast4: '3219',
          address: { street: '40 Harbor Way', city: 'Oakland', state: 'CA', zip: '94612-1234' },
        },
      ),
    };
    expectFields(await printed(claim), {
      '24.1.npi': '1234567893',
      '25': '876543219',
      '25.EIN': 'X',
      '31.name': 'MAYA LOPEZ',
      '33.name': 'BAY DOULA COLLECTIVE',
      '33.street': '40 HARBOR WAY',
      '33a': '1928374655',
    });
    if (process.env.CMS1500_PICTURE) {
      const pdf = await renderCms1500Pdf([cms1500FromClaim(claim)], { mode: 'with-form' });
      writeFileSync(process.env.CMS1500_PICTURE, pdf);
    }
  });

  it('refuses a claim without a diagnosis, naming the box and not the patient', async () => {
    const claim = cms1500FromClaim({ ...homeVisit, diagnoses: [] });
    await expect(print([claim], { mode: 'data-only' })).rejects.toThrow(/check diagnoses/);
    await expect(print([claim], { mode: 'data-only' })).rejects.not.toThrow(/Rivera/i);
  });
});
