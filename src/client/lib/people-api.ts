import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

/** The people the user saved, in the order added, and how many they may save (the family pages keep them; Kundli Milan picks from them). */
export const peopleQuery = queryOptions({
  queryKey: queryKeys.people.all(),
  queryFn: () => unwrap(api.people.$get()),
});

export const usePeople = () => useQuery(peopleQuery);
