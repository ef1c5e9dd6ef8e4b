import type { SegmentSpec } from './codec.ts';
import { identifierText, personNameText, plainText } from './text.ts';

/**
 * NM1 segments as every writer (837P, 270, 276) writes them: names cut to the guide's maximum
 * lengths (NM103 60, NM104 35, NM105 25), NM106/NM107 (prefix, suffix) never written.
 */

type PersonName = { last: string; first: string; middle?: string | undefined };
type EntityName = { kind: 'organization'; name: string } | ({ kind: 'person' } & PersonName);

/** A person's name as the writers take it, from a record where a blank middle name is ''. */
export const writerPersonName = (name: {
  last: string;
  first: string;
  middle?: string | null | undefined;
}): PersonName => ({ last: name.last, first: name.first, middle: name.middle || undefined });

/** A billing provider as the writers take her: an organization as it is, a person by her name. */
export const writerEntityName = (
  entity:
    | { kind: 'organization'; name: string }
    | { kind: 'person'; last: string; first: string; middle?: string | null | undefined },
): EntityName =>
  entity.kind === 'organization' ? entity : { kind: 'person', ...writerPersonName(entity) };

/** NM102–NM105 of a person (1: last, first and middle name) or an organization (2). */
function entityNameElements(name: EntityName): string[] {
  return name.kind === 'organization'
    ? ['2', plainText(name.name, 60), '', '']
    : [
        '1',
        personNameText(name.last, 60),
        personNameText(name.first, 35),
        name.middle ? personNameText(name.middle, 25) : '',
      ];
}

/** NM1: entity code (NM101), the name, and the id (NM109) with its qualifier (NM108). */
function nm1(entity: string, name: EntityName, qualifier: string, id: string): SegmentSpec {
  return ['NM1', entity, ...entityNameElements(name), '', '', qualifier, id];
}

/** A provider's NM1, person or organization, identified by her NPI (NM108 XX). */
export function providerNm1(entity: string, name: EntityName, npi: string): SegmentSpec {
  return nm1(entity, name, 'XX', npi);
}

/** An organization's NM1 with its id and the id's qualifier (PI payer ID, 46 ETIN). */
export function organizationNm1(
  entity: string,
  name: string,
  qualifier: string,
  id: string,
): SegmentSpec {
  return nm1(entity, { kind: 'organization', name }, qualifier, identifierText(id, 80));
}

/** A person's NM1 with her id and its qualifier (MI member ID). */
export function personNm1(
  entity: string,
  name: PersonName,
  qualifier: string,
  id: string,
): SegmentSpec {
  return nm1(entity, { kind: 'person', ...name }, qualifier, identifierText(id, 80));
}
