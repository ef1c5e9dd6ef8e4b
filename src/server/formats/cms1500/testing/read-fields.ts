import { expect } from 'vitest';
import {
  claimFields,
  type FieldSpec,
  fieldRect,
  serviceField,
  type ServiceFieldId,
} from '../fields.ts';
import { COLUMN_WIDTH, DATA_FONT_SIZE, type Offset } from '../grid.ts';
import type { Cms1500Claim } from '../input.ts';
import { renderCms1500Pdf, type RenderOptions } from '../render.ts';
import { dataCharacters, readArea, readPdf, type TextItem } from './read-pdf.ts';

/** Print claims and read the PDF back. */
export async function print(claims: Cms1500Claim[], options: RenderOptions) {
  return readPdf(await renderCms1500Pdf(claims, options));
}

/** A field of the box table by id: claim fields by name, service fields as "24.<line>.<id>". */
export function spec(id: string): FieldSpec {
  const service = /^24\.(\d)\.(.+)$/.exec(id);
  if (service) return serviceField(service[2] as ServiceFieldId, Number(service[1]) - 1);
  const claimSpec = (claimFields as Record<string, FieldSpec>)[id];
  if (!claimSpec) throw new Error(`No field ${id}`);
  return claimSpec;
}

/** The data characters of a page (12-point Courier), one per grid column. */
export function chars(items: TextItem[]) {
  return dataCharacters(items, DATA_FONT_SIZE, COLUMN_WIDTH);
}

/** What a reader finds in each field's cells of the page. */
export function readFields(
  items: TextItem[],
  ids: string[],
  offset?: Offset,
): Record<string, string> {
  const printed = chars(items);
  return Object.fromEntries(
    ids.map((id) => [id, readArea(printed, fieldRect(spec(id), offset), COLUMN_WIDTH)]),
  );
}

export function expectFields(items: TextItem[], expected: Record<string, string>, offset?: Offset) {
  expect(readFields(items, Object.keys(expected), offset)).toEqual(expected);
}
