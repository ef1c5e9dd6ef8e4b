import { describe, expect, it } from 'vitest';
import { assignEpisode, episodeWindow, type PregnancyEpisode } from './episodes.ts';

const first: PregnancyEpisode = {
  id: 'p1',
  expectedDueDate: '2024-06-01',
  endedDate: '2024-05-25',
};
const second: PregnancyEpisode = { id: 'p2', expectedDueDate: '2025-09-01', endedDate: null };

describe('episode window', () => {
  it('runs from 280 days before the due date to 12 months after the end', () => {
    expect(episodeWindow(first)).toMatchObject({
      start: '2023-08-26',
      pregnancyEnd: '2024-05-25',
      coverageEnd: '2025-05-25',
    });
  });

  it('uses the due date as the end while the pregnancy has not ended', () => {
    expect(episodeWindow(second)).toMatchObject({
      pregnancyEnd: '2025-09-01',
      coverageEnd: '2026-09-01',
    });
  });
});

describe('assigning a date to a pregnancy', () => {
  it('places prenatal dates in the pregnancy and later dates in its coverage', () => {
    expect(assignEpisode('2024-01-15', [first])).toMatchObject({
      episode: { id: 'p1' },
      phase: 'pregnancy',
    });
    expect(assignEpisode('2024-05-25', [first])).toMatchObject({ phase: 'pregnancy' });
    expect(assignEpisode('2024-07-01', [first])).toMatchObject({
      episode: { id: 'p1' },
      phase: 'after',
    });
    expect(assignEpisode('2025-05-25', [first])).toMatchObject({ phase: 'after' });
  });

  it('places nothing before the pregnancy or after its coverage', () => {
    expect(assignEpisode('2023-08-25', [first])).toBeNull();
    expect(assignEpisode('2025-05-26', [first])).toBeNull();
    expect(assignEpisode('2024-01-15', [])).toBeNull();
    expect(assignEpisode('not a date', [first])).toBeNull();
  });

  it('gives a date in a new pregnancy to it, even within the previous coverage', () => {
    // p2 starts 2024-11-25, inside p1's coverage (to 2025-05-25).
    expect(assignEpisode('2024-10-01', [first, second])?.episode.id).toBe('p1');
    expect(assignEpisode('2024-12-01', [first, second])?.episode.id).toBe('p2');
    expect(assignEpisode('2026-01-01', [second, first])?.episode.id).toBe('p2');
  });

  it('ignores a pregnancy whose dates are not real', () => {
    expect(assignEpisode('2024-01-15', [{ id: 'bad', expectedDueDate: '2024-02-30' }])).toBeNull();
  });
});
