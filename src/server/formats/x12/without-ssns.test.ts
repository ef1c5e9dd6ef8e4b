import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOVED, withoutSsns } from './without-ssns.ts';

const active271 = readFileSync(
  new URL('fixtures/eligibility/271-active.x12', import.meta.url),
  'utf8',
);
const SSN = '587654329';

/** The 271 with an SSN where payers put one: REF*SY in the subscriber loop, NM108 34. */
const withSsn = active271
  .replace('N3*1420 ELM ST~', `REF*SY*${SSN}~\nREF*NQ*MCR0042~\nN3*1420 ELM ST~`)
  .replace(/NM1\*IL\*1\*([^~]*)\*MI\*[^~]*~/, `NM1*IL*1*$1*34*${SSN}~`);

describe('withoutSsns', () => {
  it('removes the SSN of REF*SY and of an NM1 identified by SSN, and keeps every other byte', () => {
    expect(withSsn).toContain(`REF*SY*${SSN}~`);
    expect(withSsn).toContain(`*34*${SSN}~`);
    const kept = withoutSsns(withSsn);
    expect(kept).not.toContain(SSN);
    expect(kept).toBe(withSsn.replaceAll(SSN, REMOVED));
    expect(kept).toContain('REF*NQ*MCR0042~');
  });

  it('leaves an answer without an SSN exactly as it was', () => {
    expect(withoutSsns(active271)).toBe(active271);
  });

  it('finds them with other delimiters, and inside the SOAP body of a failed exchange', () => {
    const piped = withSsn.replaceAll('*', '|').replaceAll('~', "'");
    expect(withoutSsns(piped)).not.toContain(SSN);
    const soap = `<soapenv:Envelope><Payload>${withSsn.replaceAll('\n', '')}</Payload></soapenv:Envelope>`;
    expect(withoutSsns(soap)).not.toContain(SSN);
    // A fragment with no ISA, cut short after the SSN.
    expect(withoutSsns(`HL*3*2*22*0~REF*SY*${SSN}`)).toBe(`HL*3*2*22*0~REF*SY*${REMOVED}`);
  });
});
