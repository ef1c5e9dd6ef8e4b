import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperatorClaimSummary } from '#domain/claims/queue';
import { apiError, stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ClaimsQueue } from './claims-queue.tsx';

const list = 'GET /api/operator/claims?limit=25';
const page = (...items: OperatorClaimSummary[]) => ({ body: { items, nextCursor: null } });
const claim = {
  id: 'c1',
  formId: 'DB-1042',
  status: 'pending',
  serviceType: 'Birth support',
  serviceDateFrom: '2026-11-02',
  serviceDateTo: '2026-11-02',
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  provider: { email: 'maya@example.test', name: 'Maya Doula Care' },
  payer: { id: 'MCD01', name: 'Medicaid' },
  diagnosisCodes: ['Z32.2'],
  lines: [],
  totalChargeCents: 0,
  expectedCents: 0,
  linesDerived: false,
  checkWarnings: [],
  waitingOn: [],
  payerProfileName: 'Medicaid',
  paidCents: 0,
  payerReason: '',
  frequency: '1',
  corrects: null,
  correctedBy: null,
} as unknown as OperatorClaimSummary;

describe('the claims queue', () => {
  it('says when no claim was submitted, and shows one ready to tick for a batch', async () => {
    stubApi({ [list]: page() });
    const { unmount } = renderInApp(<ClaimsQueue />);
    expect(await screen.findByText('No provider has submitted a claim yet.')).toBeTruthy();
    unmount();
    stubApi({ [list]: page(claim) });
    renderInApp(<ClaimsQueue />);
    expect(await screen.findByText('DB-1042 · Birth support')).toBeTruthy();
    expect(screen.getByLabelText('Select DB-1042 for a batch')).toBeTruthy();
    expect(screen.getByText(/Maya Doula Care \(maya@example\.test\) · Payer MCD01/)).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
  });

  it('marks a claim waiting on the doula’s ZIP+4 as such, not as a warning', async () => {
    const zip = {
      rule: 'billing-zip-plus-four',
      severity: 'warning',
      field: 'provider.billingAddress.zip',
      message: 'Electronic claims need your full 9-digit ZIP code (ZIP+4).',
      fix: '',
    };
    const waiting = { ...claim, waitingOn: [zip.rule], checkWarnings: [zip] };
    stubApi({ [list]: page(waiting as OperatorClaimSummary) });
    renderInApp(<ClaimsQueue />);
    expect(await screen.findByText('Waiting on the doula: ZIP+4')).toBeTruthy();
    expect(screen.queryByText('Ready')).toBeNull();
    expect(screen.queryByText(/warning/)).toBeNull();
  });

  it('refuses a backwards service range with the shared schema’s words, and asks for nothing', async () => {
    const api = stubApi({ [list]: page() });
    renderInApp(<ClaimsQueue />);
    await screen.findByText('No provider has submitted a claim yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Service date from'), '2026-11-20');
    await user.type(screen.getByLabelText('Service date to'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The end of the service date range cannot be before its start.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Service date to').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(1);
  });

  it('asks for the status and the provider as the schema reads them', async () => {
    const filtered =
      'GET /api/operator/claims?status=pending&provider=maya%40example.test&limit=25';
    const api = stubApi({ [list]: page(), [filtered]: page(claim) });
    renderInApp(<ClaimsQueue />);
    await screen.findByText('No provider has submitted a claim yet.');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.type(screen.getByLabelText('Provider email'), 'Maya@Example.test');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('DB-1042 · Birth support')).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(filtered);
  });

  it('searches by patient or claim ID in a header, never the address, and says when none matches', async () => {
    let failNext = false;
    const api = stubApi({
      [list]: (call) => {
        const search = decodeURIComponent(call.headers['x-search'] ?? '');
        if (search && failNext) {
          failNext = false;
          return apiError(503, 'unavailable', 'The service is busy.');
        }
        if (search === 'lopez') return page(claim);
        return search ? page() : page(claim, { ...claim, id: 'c2', formId: 'DB-1043' });
      },
    });
    renderInApp(<ClaimsQueue />);
    await screen.findByText('DB-1043 · Birth support');
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search by patient or claim ID' });
    await user.type(box, 'lopez{Enter}');
    await waitFor(() => expect(screen.queryByText('DB-1043 · Birth support')).toBeNull());
    expect(screen.getByText('DB-1042 · Birth support')).toBeTruthy();
    expect(api.calls.every((call) => !/lopez/i.test(call.path))).toBe(true);

    await user.clear(box);
    await user.type(box, 'Nobody{Enter}');
    expect(
      await screen.findByText(
        'No claims match “Nobody”. Check the spelling, or search by the start of the last name or the claim ID.',
      ),
    ).toBeTruthy();

    // A search that fails: one calm error, one way to try again.
    failNext = true;
    await user.clear(box);
    await user.type(box, 'Ortiz{Enter}');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    await user.click(retry);
    expect(await screen.findByText(/No claims match “Ortiz”/)).toBeTruthy();
  });
});
