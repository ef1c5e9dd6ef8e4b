import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { runClaimCheck, type Finding } from '#domain/billing/index';
import { claimWith, cleanClaim } from '#domain/testing/claim-check';
import { ClaimCheckPanel, type ClaimCheckState } from './claim-check-panel.tsx';

const ready = (input = cleanClaim()): ClaimCheckState => ({
  kind: 'ready',
  result: runClaimCheck(input),
  benefitText: null,
});

const panel = () => within(screen.getByRole('region', { name: 'Claim check' }));
const status = () => panel().getAllByRole('status')[0]?.textContent;

/** Each finding as the panel shows it: its kind, what is wrong and how to fix it. */
const shown = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const asShown = (finding: Finding) =>
  `${finding.severity === 'error' ? 'Problem' : 'Warning'}${finding.message}How to fix: ${finding.fix}`;

describe('the claim check panel', () => {
  it('says a clean claim is ready and shows its lines, each code with its meaning, and the money', () => {
    render(<ClaimCheckPanel state={ready()} submitFindings={null} />);
    expect(status()).toBe('No problems found. This claim is ready to submit.');
    const lines = within(panel().getByRole('table', { name: 'Service lines' }));
    const cells = lines.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Z1034 Doula prenatal or postpartum visit (Medi-Cal local code)',
      'XP Separate practitioner',
      '1',
      '$162.11',
      '12 Home',
      'A Z33.1, Pregnant state, incidental',
    ]);
    expect(panel().getByText('Total charge').nextElementSibling?.textContent).toBe('$162.11');
    expect(panel().getByText('Expected reimbursement')).toBeTruthy();
    expect(panel().queryByRole('heading', { name: 'Problems to fix' })).toBeNull();
  });

  it('lists problems and warnings apart, each with what it means and how to fix it', () => {
    const state = ready(
      claimWith({
        provider: { npi: '1234567891', billingAddress: { street: '1 Main St', zip: '95814' } },
      }),
    );
    render(<ClaimCheckPanel state={state} submitFindings={null} />);
    if (state.kind !== 'ready') throw new Error('unreachable');
    expect(status()).toBe('1 problem to fix before you submit, and 1 warning.');
    expect(shown('Problems to fix')).toEqual(state.result.errors.map(asShown));
    expect(shown('Warnings')).toEqual(state.result.warnings.map(asShown));
    expect(state.result.errors.map((f) => f.rule)).toEqual(['billing-npi']);
    expect(state.result.warnings.map((f) => f.rule)).toEqual(['billing-zip-plus-four']);
  });

  it('lets a claim with warnings only be submitted: a send blocker (ZIP+4) is a warning here', () => {
    const state = ready(
      claimWith({ provider: { billingAddress: { street: '1 Main St', zip: '95814' } } }),
    );
    render(<ClaimCheckPanel state={state} submitFindings={null} />);
    if (state.kind !== 'ready') throw new Error('unreachable');
    expect(status()).toBe('No problems stop this claim. Read the 1 warning before you submit.');
    expect(state.result.sendBlockers.map((blocker) => blocker.where)).toEqual(['account']);
    expect(shown('Warnings')).toEqual(state.result.warnings.map(asShown));
  });

  it('shows what the server found when it refused the claim, above the live check', () => {
    const refused: Finding[] = [
      {
        rule: 'facility-npi',
        severity: 'error',
        field: 'facility.npi',
        message: 'The facility’s NPI number is not a valid NPI: one digit is probably mistyped.',
        fix: 'Check the number with the facility or the NPI registry and correct it in the facility.',
      },
    ];
    render(<ClaimCheckPanel state={ready()} submitFindings={refused} />);
    const alert = within(panel().getByRole('alert'));
    expect(alert.getByText(/We did not send this claim: the payer would refuse it\./)).toBeTruthy();
    expect(shown('Found when you submitted')).toEqual(refused.map(asShown));
  });

  it('says why it waits, that it loads, and lets her try again when the rules did not load', async () => {
    const { rerender } = render(
      <ClaimCheckPanel
        state={{ kind: 'waiting', reason: 'Choose a patient to start the claim check.' }}
        submitFindings={null}
      />,
    );
    expect(panel().getByText('Choose a patient to start the claim check.')).toBeTruthy();

    rerender(<ClaimCheckPanel state={{ kind: 'loading' }} submitFindings={null} />);
    expect(status()).toBe('Loading the payer’s rules…');

    const retry = vi.fn();
    rerender(<ClaimCheckPanel state={{ kind: 'failed', retry }} submitFindings={null} />);
    expect(status()).toMatch(
      /^We couldn’t load the payer’s rules, so the claim can’t be checked here\./,
    );
    await userEvent.setup().click(panel().getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
