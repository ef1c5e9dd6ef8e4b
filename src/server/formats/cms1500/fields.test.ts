import { describe, expect, it } from 'vitest';
import { type BoxId, formBoxes, SERVICE_LINES_PER_PAGE } from './boxes.ts';
import {
  boxRect,
  claimFields,
  type FieldSpec,
  fieldRect,
  serviceField,
  serviceFields,
  type ServiceFieldId,
} from './fields.ts';
import { areaRect, contains, overlaps, PAGE_HEIGHT, PAGE_WIDTH } from './grid.ts';

/** Every field a page can carry, with the service fields of all six lines. */
function allFields(): [string, FieldSpec][] {
  const fields: [string, FieldSpec][] = Object.entries(claimFields);
  for (let index = 0; index < SERVICE_LINES_PER_PAGE; index += 1) {
    for (const id of Object.keys(serviceFields) as ServiceFieldId[]) {
      fields.push([`24.${index + 1}.${id}`, serviceField(id, index)]);
    }
  }
  return fields;
}

/** Fields that are never printed together: "CONTINUED" replaces the total. */
const alternatives = new Set(['28.continued|28.dollars', '28.continued|28.cents']);

describe('the CMS-1500 box table', () => {
  it('keeps every box on the sheet', () => {
    const page = { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT };
    for (const id of Object.keys(formBoxes) as BoxId[]) {
      expect(contains(page, boxRect(id)), id).toBe(true);
    }
  });

  it('puts every field inside the box it belongs to', () => {
    for (const [id, spec] of allFields()) {
      expect(contains(boxRect(spec.box), fieldRect(spec)), id).toBe(true);
    }
  });

  it('never lets two fields share a character cell', () => {
    const fields = allFields();
    for (let a = 0; a < fields.length; a += 1) {
      for (let b = a + 1; b < fields.length; b += 1) {
        const [idA, specA] = fields[a]!;
        const [idB, specB] = fields[b]!;
        if (alternatives.has(`${idA}|${idB}`) || alternatives.has(`${idB}|${idA}`)) continue;
        expect(overlaps(fieldRect(specA), fieldRect(specB)), `${idA} / ${idB}`).toBe(false);
      }
    }
  });

  it('prints service line data on the white half and the taxonomy on the shaded half', () => {
    const first = serviceField('npi', 0);
    const shaded = serviceField('taxonomy', 0);
    expect(shaded.line).toBe(first.line - 1);
    expect(serviceField('npi', 5).line).toBe(first.line + 10);
  });

  it('keeps boxes of one row from overlapping each other', () => {
    const ids = (Object.keys(formBoxes) as BoxId[]).filter((id) => id !== 'carrier');
    for (let a = 0; a < ids.length; a += 1) {
      for (let b = a + 1; b < ids.length; b += 1) {
        const rectA = areaRect(formBoxes[ids[a]!]);
        const rectB = areaRect(formBoxes[ids[b]!]);
        expect(overlaps(rectA, rectB), `${ids[a]} / ${ids[b]}`).toBe(false);
      }
    }
  });

  it('places box 1a, 4, 7 and 11 data at column 50, as the form prints them', () => {
    for (const id of ['1a', '4', '7.street', '11'] as const) expect(claimFields[id].col).toBe(50);
  });
});
