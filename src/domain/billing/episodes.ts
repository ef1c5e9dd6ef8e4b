import { addDays, addMonths, isRealIsoDate } from './calendar.ts';

/**
 * Pregnancy episodes. Visit limits count per pregnancy, so every claim date belongs to the
 * pregnancy it falls in: from about 40 weeks before the expected due date, through the end of
 * the pregnancy (the date it ended, or else the due date), and the months of coverage after it.
 */

export interface PregnancyEpisode {
  id: string;
  expectedDueDate: string;
  /** The date the pregnancy ended (birth or loss), once known. */
  endedDate?: string | null;
}

/** How long a pregnancy and its coverage last, as data the engine reads. */
export interface PregnancyFacts {
  /** A pregnancy is dated from 280 days (40 weeks) before the due date. */
  daysBeforeDueDate: number;
  /** Medi-Cal covers doula care until 12 months after the pregnancy ends. */
  coverageMonthsAfterEnd: number;
}

export const pregnancyFacts: PregnancyFacts = {
  daysBeforeDueDate: 280,
  coverageMonthsAfterEnd: 12,
};

export interface EpisodeWindow {
  episode: PregnancyEpisode;
  start: string;
  /** The ended date, or the due date while the pregnancy has not ended. */
  pregnancyEnd: string;
  coverageEnd: string;
}

export function episodeWindow(
  episode: PregnancyEpisode,
  facts: PregnancyFacts = pregnancyFacts,
): EpisodeWindow {
  const pregnancyEnd = episode.endedDate || episode.expectedDueDate;
  return {
    episode,
    start: addDays(episode.expectedDueDate, -facts.daysBeforeDueDate),
    pregnancyEnd,
    coverageEnd: addMonths(pregnancyEnd, facts.coverageMonthsAfterEnd),
  };
}

function hasRealDates(episode: PregnancyEpisode): boolean {
  return (
    isRealIsoDate(episode.expectedDueDate) &&
    (!episode.endedDate || isRealIsoDate(episode.endedDate))
  );
}

export interface EpisodeAssignment {
  episode: PregnancyEpisode;
  phase: 'pregnancy' | 'after';
  window: EpisodeWindow;
}

/**
 * The pregnancy a date belongs to, or null when it falls in none. When a new pregnancy begins
 * within the coverage of the previous one, a date within the new pregnancy belongs to it; a date
 * after two pregnancies' ends belongs to the one that ended last.
 */
export function assignEpisode(
  date: string,
  episodes: readonly PregnancyEpisode[],
  facts: PregnancyFacts = pregnancyFacts,
): EpisodeAssignment | null {
  if (!isRealIsoDate(date)) return null;
  const windows = episodes.filter(hasRealDates).map((episode) => episodeWindow(episode, facts));
  const pregnant = windows
    .filter((w) => date >= w.start && date <= w.pregnancyEnd)
    .sort((a, b) => (a.start < b.start ? 1 : -1))[0];
  if (pregnant) return { episode: pregnant.episode, phase: 'pregnancy', window: pregnant };
  const after = windows
    .filter((w) => date > w.pregnancyEnd && date <= w.coverageEnd)
    .sort((a, b) => (a.pregnancyEnd < b.pregnancyEnd ? 1 : -1))[0];
  return after ? { episode: after.episode, phase: 'after', window: after } : null;
}
