import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecommendationInput,
  RecommendationReplaceInput,
  RecommendationView,
} from '#domain/records/recommendation';
import { apiFetch } from '../../lib/api-client.ts';

const listKey = (patientId: string) => ['patients', patientId, 'recommendations'];

/** Her recommendations on the patient's pregnancy, earliest signed first. */
export function useRecommendations(patientId: string) {
  return useQuery({
    queryKey: listKey(patientId),
    queryFn: ({ signal }) =>
      apiFetch<{ recommendations: RecommendationView[] }>(
        `/api/patients/${patientId}/recommendations`,
        { signal },
      ),
  });
}

/** Adds one, or replaces `replacing`; the list, the tracker and the claim check follow. */
export function useSaveRecommendation(patientId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      replacing: string | null;
      body: RecommendationInput | RecommendationReplaceInput;
    }) =>
      input.replacing
        ? apiFetch<RecommendationView>(`/api/recommendations/${input.replacing}`, {
            method: 'PUT',
            body: input.body,
          })
        : apiFetch<RecommendationView>(`/api/patients/${patientId}/recommendations`, {
            method: 'POST',
            body: input.body,
          }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['patients'] }),
  });
}
