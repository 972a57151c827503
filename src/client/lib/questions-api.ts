import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api';

// The question threads' queries: /ask shows a thread, the history lists them (features/readings).
export const questionKeys = {
  /** Every question query: a new answer refreshes them all. */
  all: () => ['questions'],
  list: (search: string) => ['questions', 'list', search],
  thread: (id: string) => ['questions', 'thread', id],
};

/** The threads for a search, a page at a time: the server says where the next page starts (`nextCursor`, null on the last). */
export const threadsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: questionKeys.list(search),
    queryFn: ({ pageParam }) => unwrap(api.questions.$get({ query: { ...(search ? { q: search } : {}), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const threadQuery = (id: string) =>
  queryOptions({ queryKey: questionKeys.thread(id), queryFn: async () => (await unwrap(api.questions[':threadId'].$get({ param: { threadId: id } }))).thread });
