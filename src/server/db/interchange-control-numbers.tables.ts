import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Interchange control numbers (ISA13) of every interchange we send: the 837P batches, the 270
 * coverage checks and the 276 claim status questions go out under the same sender and receiver
 * IDs, and a clearinghouse tells interchanges apart by that pair and ISA13, so all three take
 * their ISA13 from this one sequence (several app servers never hand out a number twice). Nine
 * digits and no cycle: reaching the end must be an error, never a reused number. Gaps are
 * allowed (a refused batch or a question never sent consumes its number).
 */
export const interchangeControlNumbers = pgSequence('interchange_control_number_seq', {
  startWith: 1,
  maxValue: 999_999_999,
});
