import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonInput } from '../../../../shared/person-schema';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Saves a new person, or the whole set of an existing one's details; the list and their chart refresh. */
export function useSavePerson(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: PersonInput) =>
      id === null ? unwrap(api.people.$post({ json: details })) : unwrap(api.people[':id'].$patch({ param: { id }, json: details })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.people.all() }),
  });
}
