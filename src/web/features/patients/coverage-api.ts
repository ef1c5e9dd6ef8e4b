import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoverageCheckView } from '#domain/clearinghouse/coverage';
import { apiFetch } from '../../lib/api-client.ts';

const historyKey = (patientId: string) => ['patients', patientId, 'coverage-checks'];

/** Her coverage checks of one patient, newest first, and whether a check can be made now. */
export function useCoverageHistory(patientId: string) {
  return useQuery({
    queryKey: historyKey(patientId),
    queryFn: ({ signal }) =>
      apiFetch<{ checks: CoverageCheckView[]; available: boolean }>(
        `/api/patients/${patientId}/coverage-checks`,
        {
          signal,
        },
      ),
  });
}

/** "Check coverage" for a month of service; the history and the claim check follow the answer. */
export function useCheckCoverage(patientId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiFetch<CoverageCheckView>(`/api/patients/${patientId}/coverage-checks`, {
        method: 'POST',
        body: { month },
      }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['patients'] }),
  });
}
