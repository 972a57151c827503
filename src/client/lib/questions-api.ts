import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api';

// The question threads' queries: /ask shows a thread, the history lists them (features/readings).
export const questionKeys = {
  /** Every question query: a new answer refreshes them all. */
  all: () => ['questions'],
  list: (search: string) => ['questions', 'list', search],
  thread: (id: string) => ['questions', 'thread', id],
};

export const threadsQuery = (search: string) =>
  queryOptions({ queryKey: questionKeys.list(search), queryFn: () => unwrap(api.questions.$get({ query: search ? { q: search } : {} })) });

export const threadQuery = (id: string) =>
  queryOptions({ queryKey: questionKeys.thread(id), queryFn: async () => (await unwrap(api.questions[':threadId'].$get({ param: { threadId: id } }))).thread });
