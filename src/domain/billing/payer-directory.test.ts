import { describe, expect, it } from 'vitest';
import { billingMessages } from './messages.ts';
import {
  commonPayers,
  findPayerChoice,
  payerChoices,
  searchPayerChoices,
} from './payer-directory.ts';
import { catalogMapping } from '#domain/testing/seeded-profiles';
import { defaultPayerCatalog } from './payer-mapping.ts';
import { stateMedicaidPlans } from './state-medicaid-plans.ts';

const choices = payerChoices(defaultPayerCatalog);
const names = (found: readonly { name: string }[]) => found.map((choice) => choice.name);

describe('the bundled list of common payers', () => {
  it('gives each payer one payer ID, written as a clearinghouse takes it', () => {
    const ids = commonPayers.map((payer) => payer.payerId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{2,15}$/);
    expect(new Set(commonPayers.map((payer) => payer.name)).size).toBe(commonPayers.length);
  });
});

describe('payer choices', () => {
  it('shows which profile bills each payer, by its payer type when it has one', () => {
    expect(findPayerChoice(choices, '610442')).toMatchObject({
      name: 'Medi-Cal (California Medicaid)',
      payerType: 'Medicaid',
      profileName: 'Medi-Cal fee-for-service',
    });
    expect(findPayerChoice(choices, '60054')?.profileName).toBe('Commercial / other');
    expect(names(choices)).toEqual([...names(choices)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('adds the payer IDs the mapping names, once, with the profile they map to', () => {
    const mapped = payerChoices(
      catalogMapping([
        { payerType: 'Medicaid', profileId: 'medi-cal-ffs' },
        { payerId: 'dhcs9', profileId: 'medi-cal-ffs' },
        // Already in the bundled list: mapped to another profile, still one choice.
        { payerId: '60054', profileId: 'medi-cal-ffs' },
      ]),
    );
    // The bundled payers, the mapped one, the eight state programs no listed payer belongs to,
    // and the states' plans.
    expect(mapped).toHaveLength(commonPayers.length + 1 + 8 + stateMedicaidPlans.length);
    expect(findPayerChoice(mapped, ' Dhcs9 ')).toEqual({
      name: 'Medi-Cal fee-for-service payer',
      payerId: 'DHCS9',
      state: 'CA',
      profileName: 'Medi-Cal fee-for-service',
    });
    expect(findPayerChoice(mapped, '60054')).toMatchObject({
      name: 'Aetna',
      profileName: 'Medi-Cal fee-for-service',
    });
  });

  it('says when no profile covers a payer (the mapping names a missing profile)', () => {
    const broken = catalogMapping([], 'gone');
    expect(findPayerChoice(payerChoices(broken), '60054')?.profileName).toBeUndefined();
    expect(billingMessages.payers.noProfile).toBe(
      "No payer profile covers this payer yet: claims to it can't be checked for its rules",
    );
    expect(billingMessages.payers.billedAs('Oklahoma SoonerCare fee-for-service')).toBe(
      'Billed as Oklahoma SoonerCare fee-for-service',
    );
  });

  it('marks the payers of one state’s Medicaid with that state', () => {
    expect(findPayerChoice(choices, '610442')?.state).toBe('CA');
    expect(findPayerChoice(choices, '38333')?.state).toBe('CA');
    expect(findPayerChoice(choices, '60054')?.state).toBeUndefined();
  });

  it('offers a state program no listed payer belongs to, with no payer ID to pick', () => {
    const planNames = new Set(stateMedicaidPlans.map((plan) => plan.name));
    const programs = choices.filter(
      (choice) => choice.payerId === '' && !planNames.has(choice.name),
    );
    expect(programs.map((choice) => [choice.name, choice.state, choice.profileName])).toEqual([
      ['Maryland Medicaid fee-for-service', 'MD', 'Maryland Medicaid fee-for-service'],
      ['Michigan Medicaid fee-for-service', 'MI', 'Michigan Medicaid fee-for-service'],
      ['New Jersey FamilyCare fee-for-service', 'NJ', 'New Jersey FamilyCare fee-for-service'],
      ['New York Medicaid fee-for-service', 'NY', 'New York Medicaid fee-for-service'],
      ['Oklahoma SoonerCare fee-for-service', 'OK', 'Oklahoma SoonerCare fee-for-service'],
      ['Oregon Health Plan: the birth package', 'OR', 'Oregon Health Plan: the birth package'],
      ['Virginia Medicaid fee-for-service', 'VA', 'Virginia Medicaid fee-for-service'],
      ['Washington Apple Health fee-for-service', 'WA', 'Washington Apple Health fee-for-service'],
    ]);
    expect(programs.every((choice) => choice.payerType === 'Medicaid')).toBe(true);
    // California's program is already there as Medi-Cal, by its payer ID.
    expect(choices.filter((choice) => choice.state === 'CA')).toHaveLength(2);
    expect(findPayerChoice(choices, '')).toBeUndefined();
  });
});

describe('the states’ managed-care plans', () => {
  it('lists each plan once, with its state and source, billed as its state’s program', () => {
    const plans = choices.filter((choice) =>
      stateMedicaidPlans.some((plan) => plan.name === choice.name),
    );
    expect(plans).toHaveLength(stateMedicaidPlans.length);
    expect(new Set(plans.map((plan) => plan.name)).size).toBe(plans.length);
    for (const plan of stateMedicaidPlans) expect(plan.source.citation).toMatch(/^https:\/\//);
    expect(plans.find((plan) => plan.name.startsWith('Coordinated Care'))).toEqual({
      name: 'Coordinated Care (Washington Apple Health)',
      payerId: '',
      payerType: 'Medicaid',
      state: 'WA',
      profileName: 'Washington Apple Health fee-for-service',
    });
    expect(
      plans.find((plan) => plan.name === 'Sentara Health Plans (Virginia Cardinal Care)')
        ?.profileName,
    ).toBe('Virginia Medicaid fee-for-service');
    // A company serving two states is two plans, each billed by its own state.
    const united = plans.filter((plan) => plan.name.startsWith('UnitedHealthcare'));
    expect(united.map((plan) => plan.state)).toEqual(['MD', 'MI', 'NJ', 'VA', 'WA']);
  });
});

describe('searching payers', () => {
  it('finds a payer by the start of any words of its name, in any case', () => {
    expect(names(searchPayerChoices(choices, 'blue shield'))).toEqual([
      'Blue Shield of California',
    ]);
    expect(names(searchPayerChoices(choices, 'kaiser south'))).toEqual([
      'Kaiser Permanente Southern California',
    ]);
    const medi = names(searchPayerChoices(choices, 'MEDI'));
    expect(medi[0]).toBe('Medi-Cal (California Medicaid)');
    expect(medi).toContain('Maryland Medicaid fee-for-service');
    expect(medi).not.toContain('Aetna');
    // SoonerCare, and its SoonerSelect plans by name.
    expect(names(searchPayerChoices(choices, 'sooner'))).toEqual([
      'Aetna Better Health of Oklahoma (SoonerSelect)',
      'Humana Healthy Horizons of Oklahoma (SoonerSelect)',
      'Oklahoma Complete Health (SoonerSelect)',
      'Oklahoma SoonerCare fee-for-service',
    ]);
    expect(searchPayerChoices(choices, 'shield blue')).toHaveLength(1);
  });

  it('finds a payer by part of its payer ID', () => {
    expect(names(searchPayerChoices(choices, '6005'))).toEqual(['Aetna']);
    expect(names(searchPayerChoices(choices, '87726'))).toEqual(['UnitedHealthcare']);
  });

  it('puts names that start with the search first', () => {
    const found = names(searchPayerChoices(choices, 'c'));
    // Oregon's Cascade Health Alliance and the rest whose names start with C, by name.
    expect(found[0]).toBe('Cascade Health Alliance (Oregon Health Plan CCO)');
    expect(found.indexOf('Cigna')).toBeLessThan(found.indexOf('Blue Shield of California'));
    expect(found).toContain('Blue Shield of California');
    expect(found).toContain('Medi-Cal (California Medicaid)');
  });

  it('lists everything for an empty search and nothing for an unknown one', () => {
    expect(searchPayerChoices(choices, '  ')).toHaveLength(choices.length);
    expect(searchPayerChoices(choices, 'zzz')).toEqual([]);
    expect(findPayerChoice(choices, '')).toBeUndefined();
    expect(findPayerChoice(choices, 'MCAL1')).toBeUndefined();
  });
});
