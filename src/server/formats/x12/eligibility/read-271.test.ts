import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerForTrace } from './eligibility-answer.ts';
import { read271 } from './read-271.ts';

/** The 271 reader, one fixture per answer shape (fixtures/eligibility/271-*.x12). */

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/eligibility/${name}.x12`, import.meta.url), 'utf8');
const readOne = (name: string) => {
  const reports = read271(fixture(name));
  expect(reports).toHaveLength(1);
  return reports[0]!;
};
const memberOf = (name: string) => {
  const report = readOne(name);
  expect(report.members).toHaveLength(1);
  return report.members[0]!;
};
const ourTrace = { number: 'EL-2026-000123', originatorId: '9DOULABILL' };

describe('271: coverage', () => {
  it('active: the payer, provider, our trace, the member and the plan with its dates', () => {
    const report = readOne('271-active');
    expect(report).toMatchObject({
      controlNumber: '0001',
      reference: '0001',
      payer: { name: 'MEDI-CAL', id: '610442' },
      provider: { npi: '1234567893' },
      rejections: [],
    });
    const member = report.members[0]!;
    expect(member).toMatchObject({
      level: 'subscriber',
      // Only TRN01 2 (ours echoed); the payer's own TRN01 1 is not a trace of ours.
      traces: [{ number: 'EL-2026-000123', originatorId: '9DOULABILL' }],
      memberId: '91234567A',
      identityChanged: false,
      name: { last: 'RIVERA', first: 'ANA', middle: 'L' },
      birthDate: '1994-03-08',
      coverage: 'active',
      plan: {
        insuranceType: 'MC',
        description: 'MEDI-CAL FULL SCOPE',
        groupNumber: 'FS100',
        from: '2025-06-01',
      },
      rejections: [],
      messages: ['NO SHARE OF COST FOR THIS MONTH'],
    });
    expect(member.dates).toEqual([{ qualifier: '307', from: '2026-12-01', to: '2026-12-31' }]);
    expect(member.managedCare).toBeUndefined();
    expect(answerForTrace(report, ourTrace)).toBe(member);
  });

  it('reads every EB: its words, repeated service types, amounts in cents', () => {
    const [coverage, copay, maternity] = memberOf('271-active').benefits;
    expect(coverage).toMatchObject({
      code: '1',
      words: 'covered (active coverage)',
      coverageLevel: 'IND',
      serviceTypes: ['30'],
      references: [{ qualifier: '6P', value: 'FS100' }],
      dates: [{ qualifier: '346', from: '2025-06-01', to: '2025-06-01' }],
    });
    expect(copay).toMatchObject({ code: 'B', serviceTypes: ['69'], amountCents: 0 });
    expect(maternity?.serviceTypes).toEqual(['69', 'BU']);
  });

  it('inactive: coverage ended, with the end date of the plan', () => {
    const member = memberOf('271-inactive-ended');
    expect(member.coverage).toBe('inactive');
    expect(member.benefits[0]?.words).toBe('not covered (inactive)');
    expect(member.plan).toMatchObject({ from: '2025-06-01', to: '2026-10-31' });
  });
});

describe('271: the member ID the payer knows', () => {
  it('a changed ID: NM109 the new one, REF*Q4 the one asked, INS 001/25 says it changed', () => {
    const member = memberOf('271-managed-care-named');
    expect(member).toMatchObject({
      memberId: '92345678B',
      priorMemberId: '91234567A',
      identityChanged: true,
    });
  });
});

describe('271: a managed-care plan to bill instead', () => {
  it('named as another payer in 2120C under an EB (PRP, with its payer ID and phone)', () => {
    const member = memberOf('271-managed-care-named');
    expect(member.coverage).toBe('active');
    expect(member.plan).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(member.managedCare).toEqual({
      source: 'related-payer',
      name: 'HEALTH NET COMMUNITY SOLUTIONS',
      idQualifier: 'PI',
      id: '95567',
      phone: '8006758574',
    });
    expect(member.benefits[1]?.words).toBe('another payer covers the member (bill that payer)');
  });

  it('named only by an EB of a managed-care coordinator (EB01 MC) and its plan name', () => {
    expect(memberOf('271-managed-care-coordinator').managedCare).toEqual({
      source: 'benefit',
      name: 'ANTHEM BLUE CROSS PARTNERSHIP PLAN',
    });
  });

  it('said only in a message: the words are returned, no name is guessed', () => {
    const member = memberOf('271-managed-care-message');
    expect(member.managedCare).toEqual({
      source: 'message',
      message: 'MEMBER IS ENROLLED IN A MANAGED CARE PLAN FOR THIS MONTH OF SERVICE',
    });
    expect(member.messages).toHaveLength(2);
  });

  it('the payer naming itself in 2120C is not another plan', () => {
    const same = fixture('271-managed-care-named').replace(
      'NM1*PRP*2*HEALTH NET COMMUNITY SOLUTIONS*****PI*95567',
      'NM1*PR*2*MEDI-CAL*****PI*610442',
    );
    expect(read271(same)[0]?.members[0]?.managedCare).toBeUndefined();
  });
});

describe('271: rejections (AAA), each in plain words', () => {
  it('2100C 72: the member ID is not valid; fix it in Patients and check again', () => {
    const member = memberOf('271-rejected-member-id');
    expect(member.coverage).toBe('rejected');
    expect(member.rejections).toEqual([
      {
        level: 'member',
        reason: '72',
        followUp: 'C',
        words: 'the member ID (policy number) is missing or not valid',
        nextStep: 'correct the details and check again',
        where: 'patients',
      },
    ]);
    expect(member.traces).toEqual([ourTrace]);
  });

  it('2100C 73 and 58: the name and the date of birth', () => {
    const member = memberOf('271-rejected-name-birth-date');
    expect(member.rejections.map((r) => [r.reason, r.words])).toEqual([
      ['73', 'the member’s name is missing or not valid'],
      ['58', 'the date of birth is missing or not valid'],
    ]);
  });

  it('2100B 43: the provider, for the whole inquiry; the member is neither covered nor not', () => {
    const report = readOne('271-rejected-provider');
    expect(report.rejections).toEqual([
      expect.objectContaining({
        level: 'provider',
        reason: '43',
        words: 'the payer does not recognise the provider’s NPI',
        nextStep: 'do not check again',
        where: 'account',
      }),
    ]);
    expect(report.members[0]?.coverage).toBe('unknown');
  });

  it('2100A 41: the payer refuses the inquiry, and no member loop follows', () => {
    const report = readOne('271-rejected-payer');
    expect(report.members).toEqual([]);
    expect(report.rejections).toEqual([
      expect.objectContaining({ level: 'payer', reason: '41', followUp: 'N' }),
    ]);
    expect(report.rejections[0]?.words).toMatch(/does not allow this inquiry/);
  });

  it('an AAA under an EB is the benefit’s; a reason we do not know is named as such', () => {
    const file = fixture('271-active').replace(
      'EB*1*IND*69^BU*MC~',
      'EB*1*IND*69^BU*MC~\nAAA*Y**ZZ*R~',
    );
    const fixed = file.replace(/SE\*(\d+)\*/, (_m, n: string) => `SE*${Number(n) + 1}*`);
    const member = read271(fixed)[0]!.members[0]!;
    expect(member.coverage).toBe('active');
    expect(member.rejections).toEqual([
      {
        level: 'benefit',
        reason: 'ZZ',
        followUp: 'R',
        words: 'the payer refused the inquiry (reason ZZ)',
        nextStep: 'you may check again',
      },
    ]);
  });
});

describe('271: matching the answer to the question by its trace', () => {
  it('finds no answer for another trace number or another originator', () => {
    const report = readOne('271-active');
    expect(answerForTrace(report, { ...ourTrace, number: 'EL-2026-000124' })).toBeUndefined();
    expect(answerForTrace(report, { ...ourTrace, originatorId: '9OTHERONE1' })).toBeUndefined();
  });

  it('a dependent (2000D) answers with its own TRN, or its subscriber’s when it has none', () => {
    const file = fixture('271-active')
      .replace('HL*3*2*22*0~', 'HL*3*2*22*1~')
      .replace('DTP*307*', 'HL*4*3*23*0~\nNM1*03*1*RIVERA*LUZ~\nDTP*307*')
      .replace(/SE\*(\d+)\*/, (_m, n: string) => `SE*${Number(n) + 2}*`);
    const [subscriber, dependent] = read271(file)[0]!.members;
    expect(subscriber).toMatchObject({ level: 'subscriber', coverage: 'unknown' });
    expect(dependent).toMatchObject({
      level: 'dependent',
      memberId: '91234567A',
      name: { last: 'RIVERA', first: 'LUZ' },
      traces: [ourTrace],
      coverage: 'active',
    });
  });
});

describe('271: what is never kept', () => {
  it('an SSN the payer returns (REF*SY) is dropped; other member REFs are kept', () => {
    const file = fixture('271-active')
      .replace('N3*1420 ELM ST~', 'REF*SY*123456789~\nREF*NQ*MCR0042~\nN3*1420 ELM ST~')
      .replace(/SE\*(\d+)\*/, (_m, n: string) => `SE*${Number(n) + 2}*`);
    const member = read271(file)[0]!.members[0]!;
    expect(JSON.stringify(member)).not.toContain('123456789');
    expect(member.references).toEqual([{ qualifier: 'NQ', value: 'MCR0042' }]);
  });
});
