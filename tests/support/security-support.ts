import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import type { TestResponse } from './test-app';

// Shared pieces of the security suite: the app's own route list, whole-database
// snapshots for "nothing changed", and the checks every error answer must pass.

/** Every route the app answers, as 'METHOD /path' (middleware entries, method ALL, left out). */
export function appRoutes(app: App): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();
}

const isWrite = (route: string) => !/^(GET|HEAD|OPTIONS) /.test(route);

/** The state-changing routes of the app: the ones the CSRF check guards. */
export const writeRoutes = (app: App) => appRoutes(app).filter(isWrite);

/** The webhook is the one write the same-origin rule exempts (docs/security.md, Sessions). */
export const webhookRoute = 'POST /api/payments/webhook';

type Rows = { rows: Array<Record<string, unknown>> };

async function query(db: Db, text: string): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(sql.raw(text))) as unknown as Rows).rows;
}

/** The application's tables (schema public), sorted. */
export async function tableNames(db: Db): Promise<string[]> {
  const rows = await query(db, "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  return rows.map((r) => String(r.name));
}

/**
 * Every row of every table, as JSON text in a stable order. Two equal snapshots mean a request
 * changed nothing at all: no row written, updated or deleted anywhere (sessions, rate counters,
 * analytics included). Tests of one file run one after another, so nothing else writes meanwhile.
 */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = await tableNames(db);
  const union = tables.map((table) => `select '${table}' as t, to_jsonb(x)::text as row from "${table}" x`).join(' union all ');
  const result: Record<string, string[]> = Object.fromEntries(tables.map((table) => [table, []]));
  for (const { t, row } of await query(db, `${union} order by 1, 2`)) result[String(t)]!.push(String(row));
  return result;
}

/** Every row that belongs to one user: each table's `user_phone` or `phone_number` column. */
export async function userRows(db: Db, phone: string): Promise<Record<string, string[]>> {
  const columns = await query(
    db,
    "select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and column_name in ('user_phone', 'phone_number') order by 1, 2",
  );
  const result: Record<string, string[]> = {};
  const quoted = `'${phone.replace(/'/g, "''")}'`;
  for (const { t, c } of columns) {
    const rows = await query(db, `select to_jsonb(x)::text as row from "${String(t)}" x where "${String(c)}" = ${quoted} order by 1`);
    result[`${String(t)}.${String(c)}`] = rows.map((r) => String(r.row));
  }
  return result;
}

/** Nothing a client sees reveals the server's insides: no stack frame, source path or package. */
export function expectNoInternals(res: TestResponse) {
  // A V8 stack frame: 'at fn (/path/file.ts:12:5)' or 'at /path/file.js:12:5'.
  expect(res.text).not.toMatch(/\bat \S*\(?\S+:\d+:\d+/);
  expect(res.text).not.toContain('.ts:');
  expect(res.text).not.toContain('.js:');
  expect(res.text).not.toContain('node_modules');
  expect(res.text).not.toMatch(/\/(work|home|src|app)\/\S+\.(ts|js)/);
}

/** An error answer: the status, JSON `{ error, code, requestId }` with this message, nothing else. */
export function expectError(res: TestResponse, status: number, error: string) {
  expect({ status: res.status, error: res.body?.error }).toEqual({ status, error });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'error', 'requestId']);
  expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
  expectNoInternals(res);
}

/** The body of an error without its request id, to compare two answers. */
export const withoutRequestId = (res: TestResponse) => ({ status: res.status, body: { ...res.body, requestId: undefined } });
