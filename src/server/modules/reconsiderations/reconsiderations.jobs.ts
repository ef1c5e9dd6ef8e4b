import type { JobKind } from '../../jobs/index.ts';
import type { ReconsiderationService } from './reconsiderations.service.ts';

/**
 * Each morning, on one app server: her drafted reconsiderations near their deadline get one
 * reminder email each (the row is marked in the same statement, so never twice).
 */
export const reconsiderationJobs = (service: ReconsiderationService): JobKind[] => [
  {
    name: 'reconsiderations.remind',
    maxAttempts: 3,
    cron: '17 13 * * *',
    async run() {
      await service.remindDue();
    },
  },
];
