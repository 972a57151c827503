/**
 * Work to undo when the current test file ends (databases, servers, temporary folders).
 * `tests/setup/setup-test-env.ts` runs these in an `afterAll`, newest first.
 */
const cleanups: Array<() => unknown> = [];

export function onFileEnd(cleanup: () => unknown) {
  cleanups.push(cleanup);
}

export async function runFileCleanups() {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'Cleaning up after the test file failed');
}
