import type { Database } from '../../src/server/db/client';
import { testFileDb } from './test-db';

/**
 * The file's database, with a switch that makes every select fail the way a bug would (with
 * `message`): for tests of how the app answers and reports an unexpected error. Transactions and
 * inserts still work, so the error report itself can be written.
 */
export async function databaseWithFailingSelects(message = 'Unexpected failure'): Promise<{ database: Database; state: { failing: boolean } }> {
  const real = await testFileDb();
  const state = { failing: false };
  const db = new Proxy(real.db, {
    get(target, property, receiver) {
      if (property === 'select' && state.failing) {
        return () => {
          throw new Error(message);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { database: { ...real, db }, state };
}
