import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes a saved person; they leave the list at once. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.people[':id'].$delete({ param: { id } })),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.people.one(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.people.all() });
    },
  });
}
