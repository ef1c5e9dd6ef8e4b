import { describe, expect, it } from 'vitest';
import { fieldRect } from './fields.ts';
import { fixtures } from './fixtures/claims.ts';
import { contains } from './grid.ts';
import { parseCms1500Claim } from './input.ts';
import { layoutClaim } from './layout.ts';
import type { Cms1500Mode } from './render.ts';
import type { TextItem } from './testing/read-pdf.ts';
import { chars, expectFields, print, readFields } from './testing/read-fields.ts';

/**
 * Each fixture claim is printed, then read back with pdf.js as any PDF reader would, and each
 * value must be found inside its box's cells of the shared box table (fields.ts).
 */

const modes: Cms1500Mode[] = ['data-only', 'with-form'];

const homeVisitValues = {
  'carrier.name': 'MEDI-CAL FISCAL INTERMEDIARY',
  'carrier.street': 'P O BOX 15700',
  'carrier.city': 'SACRAMENTO CA 95852-0700',
  '1.Medicaid': 'X',
  '1.Medicare': '',
  '1a': '91234567A',
  '2': 'RIVERA, ANA, L',
  '3.mm': '07',
  '3.dd': '21',
  '3.yyyy': '1994',
  '3.F': 'X',
  '3.M': '',
  '4': 'RIVERA, ANA, L',
  '5.street': '1420 ELM ST APT 3',
  '5.city': 'FRESNO',
  '5.state': 'CA',
  '5.zip': '93721',
  '5.area': '559',
  '5.phone': '5550142',
  '6.self': 'X',
  '7.street': '1420 ELM ST APT 3',
  '7.city': 'FRESNO',
  '7.state': 'CA',
  '7.zip': '93721',
  '10a.no': 'X',
  '10b.no': 'X',
  '10c.no': 'X',
  '11': 'NONE',
  '12': 'SIGNATURE ON FILE',
  '13': 'SIGNATURE ON FILE',
  '18.from.mm': '',
  '21.ind': '0',
  '21.A': 'Z331',
  '21.B': 'Z3A24',
  '21.C': '',
  '22.code': '',
  '24.1.from.mm': '03',
  '24.1.from.dd': '10',
  '24.1.from.yy': '26',
  '24.1.to.mm': '03',
  '24.1.to.dd': '10',
  '24.1.to.yy': '26',
  '24.1.pos': '12',
  '24.1.code': 'Z1034',
  '24.1.mod1': 'XP',
  '24.1.mod2': '',
  '24.1.pointer': 'AB',
  '24.1.dollars': '162',
  '24.1.cents': '11',
  '24.1.units': '1',
  '24.1.npi': '1234567893',
  '24.1.qualifier': '',
  '24.2.code': '',
  '25': '123456789',
  '25.SSN': 'X',
  '25.EIN': '',
  '26': 'CLM-2026-0001',
  '27.yes': 'X',
  '28.dollars': '162',
  '28.cents': '11',
  '31.name': 'MAYA OKAFOR',
  '31.date': '03 12 26',
  '32.name': '',
  '33.area': '559',
  '33.phone': '5550199',
  '33.name': 'MAYA OKAFOR',
  '33.street': '88 OLIVE AVE',
  '33.city': 'FRESNO CA 93728-1234',
  '33a': '1234567893',
  '33b': '',
  pageLabel: '',
};

describe.each(modes)('CMS-1500 PDF, %s', (mode) => {
  it('prints every value of a home visit in its box', async () => {
    const pdf = await print([fixtures.homeVisit], { mode });
    expect(pdf.pages).toHaveLength(1);
    expectFields(pdf.pages[0]!, homeVisitValues);
  });

  it('prints a facility claim: hospitalization dates, facility, EIN, taxonomy', async () => {
    const pdf = await print([fixtures.facilityDelivery], { mode });
    expectFields(pdf.pages[0]!, {
      '1.Medicaid': 'X',
      '2': 'NGUYEN, LINH',
      '11': 'MCAL-22',
      '18.from.mm': '04',
      '18.from.dd': '02',
      '18.from.yyyy': '2026',
      '18.to.mm': '04',
      '18.to.dd': '04',
      '18.to.yyyy': '2026',
      '19': 'CONTINUOUS LABOR SUPPORT 14 HOURS',
      '21.A': 'O80',
      '21.B': 'Z370',
      '24.1.pos': '21',
      '24.1.code': '59409',
      '24.1.dollars': '685',
      '24.1.cents': '07',
      '24.1.qualifier': 'ZZ',
      '24.1.taxonomy': '374J00000X',
      '24.1.npi': '1467582932',
      '25': '941234567',
      '25.SSN': '',
      '25.EIN': 'X',
      '32.name': 'SUTTER MEMORIAL HOSPITAL',
      '32.street': '5151 F ST',
      '32.city': 'SACRAMENTO CA 95819',
      '32a': '1538246012',
      '33.name': 'CIRCLE OF CARE DOULAS LLC',
      '33.street': '2100 CAPITOL AVE SUITE 210',
      '33.city': 'SACRAMENTO CA 95816-5423',
      '33.area': '916',
      '33.phone': '5550123',
      '33a': '1992837462',
      '33b': 'ZZ374J00000X',
      '28.dollars': '685',
      '28.cents': '07',
    });
  });

  it('prints a telehealth line with place of service 10 and modifier 95', async () => {
    const pdf = await print([fixtures.telehealthVisit], { mode });
    expectFields(pdf.pages[0]!, {
      '21.A': 'Z392',
      '24.1.from.mm': '05',
      '24.1.from.dd': '18',
      '24.1.pos': '10',
      '24.1.mod1': 'XP',
      '24.1.mod2': '95',
      '24.1.pointer': 'A',
    });
  });

  it('prints two lines, each with its own pointers, and totals them', async () => {
    const pdf = await print([fixtures.twoLines], { mode });
    expectFields(pdf.pages[0]!, {
      '1.Group Health': 'X',
      '1.Medicaid': '',
      '1a': 'XKZ123456789',
      '11': 'GRP00451',
      '11d.no': 'X',
      '24.1.code': 'T1032',
      '24.1.mod1': '',
      '24.1.units': '12',
      '24.1.pointer': 'A',
      '24.1.dollars': '486',
      '24.1.cents': '36',
      '24.1.npi': '',
      '24.2.from.dd': '20',
      '24.2.pos': '11',
      '24.2.code': 'T1033',
      '24.2.pointer': 'BA',
      '24.2.dollars': '250',
      '24.2.cents': '85',
      '28.dollars': '737',
      '28.cents': '21',
    });
  });

  it('prints resubmission code 7 and the original reference of a corrected claim', async () => {
    const pdf = await print([fixtures.correctedClaim], { mode });
    expectFields(pdf.pages[0]!, { '22.code': '7', '22.ref': '2026071000123456' });
  });

  it('prints resubmission code 8 and the original reference of a void', async () => {
    const pdf = await print([fixtures.voidedClaim], { mode });
    expectFields(pdf.pages[0]!, { '22.code': '8', '22.ref': '2026071000123456' });
  });

  it('leaves box 22 empty on an original claim', async () => {
    const pdf = await print([fixtures.homeVisit], { mode });
    const texts = pdf.pages[0]!.map((item) => item.text);
    expect(texts).not.toContain('2026071000123456');
  });

  it('prints a record copy with only the last four digits of the tax ID in box 25', async () => {
    const pdf = await print([{ ...fixtures.homeVisit, taxId: { type: 'SSN', last4: '6789' } }], {
      mode,
    });
    expectFields(pdf.pages[0]!, { '25': 'XXXXX6789', '25.SSN': 'X', '25.EIN': '' });
  });

  it('continues a claim of eight lines on a second sheet, each sheet totalling its own', async () => {
    const pdf = await print([fixtures.eightLines], { mode });
    expect(pdf.pages).toHaveLength(2);
    const [first, second] = pdf.pages as [TextItem[], TextItem[]];
    expectFields(first, {
      pageLabel: 'PAGE 1 OF 2',
      '24.1.from.dd': '01',
      '24.6.from.dd': '16',
      '24.6.pointer': 'AB',
      '28.dollars': '972',
      '28.cents': '66',
      '2': 'NGUYEN, LINH',
      '21.B': 'Z391',
    });
    expectFields(second, {
      pageLabel: 'PAGE 2 OF 2',
      '24.1.from.dd': '19',
      '24.2.from.dd': '22',
      '24.3.code': '',
      '28.dollars': '324',
      '28.cents': '22',
      '2': 'NGUYEN, LINH',
      '21.B': 'Z391',
      '26': 'CLM-2026-0006',
    });
  });

  it('cleans text the form cannot carry and cuts it to the field widths', async () => {
    const pdf = await print([fixtures.awkwardText], { mode });
    expectFields(pdf.pages[0]!, {
      '2': 'LUKASIEWICZ-ODEGARD, ZOE MAR',
      '5.street': '12 RUE DE L EGLISE BATIMENT',
      '7.street': '12 RUE DE L EGLISE BATIMENT 4',
      '5.city': 'SAO PAULO',
      '5.state': 'CA',
      '19': 'VISITE A DOMICILE - PATIENTE TRES FATIGUEE; ?? V',
    });
  });

  it('prints twelve diagnoses, four modifiers, four pointers and the widest charge', async () => {
    const pdf = await print([fixtures.widestLine], { mode });
    expectFields(pdf.pages[0]!, {
      '21.A': 'Z331',
      '21.B': 'Z3482',
      '21.C': 'Z3A24',
      '21.D': 'O09522',
      '21.E': 'Z322',
      '21.F': 'Z391',
      '21.G': 'Z392',
      '21.H': 'O26892',
      '21.I': 'O365930',
      '21.J': 'O99342',
      '21.K': 'Z720',
      '21.L': 'Z9189',
      '24.1.mod1': 'XP',
      '24.1.mod2': '95',
      '24.1.mod3': 'U1',
      '24.1.mod4': 'TH',
      '24.1.pointer': 'DALI',
      '24.1.dollars': '99999',
      '24.1.cents': '99',
      '24.1.units': '999',
      '28.dollars': '99999',
      '28.cents': '99',
    });
  });

  it('prints many claims into one PDF, a sheet (or more) per claim, in order', async () => {
    const claims = [fixtures.homeVisit, fixtures.eightLines, fixtures.facilityDelivery];
    const pdf = await print(claims, { mode });
    expect(pdf.pages).toHaveLength(4);
    expect(pdf.pages.map((page) => readFields(page, ['26'])['26'])).toEqual([
      'CLM-2026-0001',
      'CLM-2026-0006',
      'CLM-2026-0006',
      'CLM-2026-0002',
    ]);
  });

  it('prints nothing outside the fields of the values it placed', async () => {
    for (const claim of Object.values(fixtures)) {
      const pdf = await print([claim], { mode });
      const pages = layoutClaim(parseCms1500Claim(claim));
      pdf.pages.forEach((items, index) => {
        const rects = pages[index]!.values.map((value) => fieldRect(value.spec));
        for (const printed of chars(items)) {
          expect(
            rects.some((rect) => contains(rect, printed.rect)),
            printed.char,
          ).toBe(true);
        }
      });
    }
  });
});
