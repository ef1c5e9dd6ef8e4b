import type { SegmentSpec } from './codec.ts';
import { identifierText, personNameText, plainText } from './text.ts';

/**
 * NM1 segments as every writer writes them: names cut to the guide's maximum lengths (NM103 60,
 * NM104 35, NM105 25), NM106/NM107 (prefix, suffix) never written.
 */

type PersonName = { last: string; first: string; middle?: string | undefined };
type EntityName = { kind: 'organization'; name: string } | ({ kind: 'person' } & PersonName);

/** NM103–NM105 of a person: last, first and middle name. */
export function personNameElements(name: PersonName): string[] {
  return [
    personNameText(name.last, 60),
    personNameText(name.first, 35),
    name.middle ? personNameText(name.middle, 25) : '',
  ];
}

/** NM102–NM105 of a person (1) or an organization (2). */
export function entityNameElements(name: EntityName): string[] {
  return name.kind === 'organization'
    ? ['2', plainText(name.name, 60), '', '']
    : ['1', ...personNameElements(name)];
}

/** An organization's NM1: its entity code, its name, and its id with the id's qualifier (NM108). */
export function organizationNm1(
  entity: string,
  name: string,
  qualifier: string,
  id: string,
): SegmentSpec {
  return [
    'NM1',
    entity,
    '2',
    plainText(name, 60),
    '',
    '',
    '',
    '',
    qualifier,
    identifierText(id, 80),
  ];
}

/** A person's NM1: entity code, 1, names, and the id with its qualifier (MI member ID, XX NPI). */
export function personNm1(
  entity: string,
  name: PersonName,
  qualifier: string,
  id: string,
): SegmentSpec {
  return [
    'NM1',
    entity,
    '1',
    ...personNameElements(name),
    '',
    '',
    qualifier,
    identifierText(id, 80),
  ];
}
