import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimView } from '#domain/claims/view';
import { sampleClaims } from '#domain/testing/sample-claims';
import { apiError, stubApi } from '../../../testing/fetch-stub.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { RecommendationRequestPanel } from './recommendation-request.tsx';

const claim = (overrides: Partial<ClaimView> = {}): ClaimView => ({
  ...sampleClaims()[0]!,
  id: 'c1',
  status: 'denied',
  ...overrides,
});
const request = {
  askedAt: '2026-11-30T10:00:00.000Z',
  askedBy: 'ops@example.com',
  note: 'The plan asks for it.',
};

describe('asking her for the recommendation, in the console', () => {
  it('sends her the note typed, through the operators’ route', async () => {
    const { calls } = stubApi({
      'POST /api/operator/claims/c1/recommendation-request': {
        body: { claim: claim({ recommendationRequest: request }), provider: null },
      },
    });
    renderInApp(<RecommendationRequestPanel claim={claim()} />);
    await userEvent.type(screen.getByLabelText(/^Note to her/), 'The plan asks for it.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask her for the recommendation' }));
    expect(calls.at(-1)?.body).toEqual({ note: 'The plan asks for it.' });
  });

  it('shows an open request instead of the button, and nothing on a paid claim', () => {
    const { unmount } = renderInApp(
      <RecommendationRequestPanel claim={claim({ recommendationRequest: request })} />,
    );
    expect(screen.getByText(/^Asked her for the recommendation on/).textContent).toContain(
      'by ops@example.com. Note to her: “The plan asks for it.” It stays under Needs your attention',
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderInApp(<RecommendationRequestPanel claim={claim({ status: 'approved' })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says in one sentence why it was not asked', async () => {
    stubApi({
      'POST /api/operator/claims/c1/recommendation-request': apiError(
        409,
        'conflict',
        'Our team already asked her for the recommendation this claim relies on.',
      ),
    });
    renderInApp(<RecommendationRequestPanel claim={claim()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask her for the recommendation' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Our team already asked her'),
    );
  });
});
