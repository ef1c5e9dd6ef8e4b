import { describe, expect, it } from 'vitest';
import { groupPayerChoices } from './payer-choice-groups.ts';
import { payerChoices, searchPayerChoices } from './payer-directory.ts';
import { defaultPayerCatalog } from './payer-mapping.ts';

const choices = payerChoices(defaultPayerCatalog);
const shape = (groups: ReturnType<typeof groupPayerChoices>) =>
  groups.map((group) => ({ label: group.label, names: group.choices.map((c) => c.name) }));
const everyName = (groups: ReturnType<typeof groupPayerChoices>) =>
  groups.flatMap((group) => group.choices.map((c) => c.name));
const byName = choices.map((choice) => choice.name);
const without = (...names: string[]) => byName.filter((name) => !names.includes(name));
// Oklahoma's own program first, then its SoonerSelect plans by name.
const oklahoma = [
  'Oklahoma SoonerCare fee-for-service',
  'Aetna Better Health of Oklahoma (SoonerSelect)',
  'Humana Healthy Horizons of Oklahoma (SoonerSelect)',
  'Oklahoma Complete Health (SoonerSelect)',
];

describe('the payer list, her state first', () => {
  it('puts the Medicaid of her business state first, then every other payer by name', () => {
    expect(shape(groupPayerChoices(choices, { businessState: 'OK' }))).toEqual([
      { label: 'Medicaid in Oklahoma', names: oklahoma },
      { label: 'All other payers', names: without(...oklahoma) },
    ]);
  });

  it('puts the patient’s state next when it differs, its program and plans by name', () => {
    const groups = groupPayerChoices(choices, { businessState: 'OK', patientState: 'CA' });
    const california = ['Medi-Cal (California Medicaid)', 'Molina Healthcare of California'];
    expect(shape(groups)).toEqual([
      { label: 'Medicaid in Oklahoma', names: oklahoma },
      { label: 'Medicaid in California', names: california },
      { label: 'All other payers', names: without(...oklahoma, ...california) },
    ]);
  });

  it('lists each payer once, whatever the states', () => {
    for (const states of [
      { businessState: 'CA', patientState: 'CA' },
      { businessState: 'MD', patientState: 'OK' },
      { businessState: 'TX', patientState: 'CA' },
      {},
    ]) {
      const names = everyName(groupPayerChoices(choices, states));
      expect(names).toHaveLength(choices.length);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(shape(groupPayerChoices(choices, { businessState: 'CA', patientState: 'CA' }))).toEqual([
      {
        label: 'Medicaid in California',
        names: ['Medi-Cal (California Medicaid)', 'Molina Healthcare of California'],
      },
      {
        label: 'All other payers',
        names: without('Medi-Cal (California Medicaid)', 'Molina Healthcare of California'),
      },
    ]);
  });

  it('leaves the list whole and unlabelled when no state has Medicaid payers listed', () => {
    expect(shape(groupPayerChoices(choices, { businessState: 'TX', patientState: '' }))).toEqual([
      { label: undefined, names: byName },
    ]);
    expect(shape(groupPayerChoices(choices, { businessState: 'ZZ' }))).toEqual([
      { label: undefined, names: byName },
    ]);
  });

  it('keeps the order of a search within each part and drops the parts it empties', () => {
    const found = searchPayerChoices(choices, 'medi');
    expect(shape(groupPayerChoices(found, { businessState: 'OK', patientState: 'MD' }))).toEqual([
      // The state's program before its plans, even when a plan's name matches better.
      {
        label: 'Medicaid in Maryland',
        names: ['Maryland Medicaid fee-for-service', 'Jai Medical Systems (Maryland HealthChoice)'],
      },
      {
        label: 'All other payers',
        names: [
          'Medi-Cal (California Medicaid)',
          // Names starting with the search first, then the rest by name.
          'Blue Cross Complete (Michigan Medicaid)',
          'McLaren Health Plan (Michigan Medicaid)',
          'Meridian (Michigan Medicaid)',
          'Michigan Medicaid fee-for-service',
          'Molina Healthcare of Michigan (Michigan Medicaid)',
          'New York Medicaid fee-for-service',
          'Priority Health (Michigan Medicaid)',
          'UnitedHealthcare Community Plan (Michigan Medicaid)',
          'Virginia Medicaid fee-for-service',
        ],
      },
    ]);
    expect(groupPayerChoices([], { businessState: 'OK' })).toEqual([]);
  });
});
