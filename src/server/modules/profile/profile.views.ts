/**
 * The profile module's reads for other modules (decision 054): a typed, read-only view of the
 * business profiles, joined into their queries like a table.
 */
import { getTableColumns } from 'drizzle-orm';
import { wholeRowsView } from '../../db/views.ts';
import { profiles } from './profile.tables.ts';

export type ProfileRow = typeof profiles.$inferSelect;

/** Every profile column, one row per user who registered. */
export const profileRows = wholeRowsView(profiles, 'profile_rows');

type ProfileColumns = { [K in keyof ProfileRow]: (typeof profileRows)[K] };

/** The view's columns as one selection: `select({ profile: profileColumns })` reads a whole row. */
export const profileColumns = Object.fromEntries(
  Object.keys(getTableColumns(profiles)).map((key) => [key, profileRows[key as keyof ProfileRow]]),
) as ProfileColumns;
