import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionCounts } from '#domain/operations/section-counts';
import { SectionLabel } from './section-counts.tsx';

const counts: SectionCounts = {
  claims: { count: 99, more: true },
  review: { count: 1, more: false },
  outbox: { count: 0, more: false },
};

const tab = (id: string, label: string, { loading = false } = {}) =>
  render(
    <a href={`?section=${id}`}>
      <SectionLabel id={id} label={label} counts={loading ? undefined : counts} />
    </a>,
  );

describe("the console's section tabs", () => {
  it('say what waits in a section as part of the link’s name, and show it as a small number', () => {
    tab('review', 'Needs review');
    const link = screen.getByRole('link', { name: 'Needs review, 1 waiting' });
    expect(link.querySelector('.op-section-count')?.textContent).toBe('1');
  });

  it('say "more than 99" past the cap, shown as 99+', () => {
    tab('claims', 'Claims queue');
    const link = screen.getByRole('link', { name: 'Claims queue, more than 99 ready to send' });
    expect(link.querySelector('.op-section-count')?.textContent).toBe('99+');
  });

  it('show the name alone when nothing waits, while the counts load, and where nothing is counted', () => {
    tab('outbox', 'Outbox');
    tab('batches', 'Batches');
    tab('review', 'Needs review', { loading: true });
    for (const name of ['Outbox', 'Batches', 'Needs review'])
      expect(screen.getByRole('link', { name }).querySelector('.op-section-count')).toBeNull();
  });
});
