import { vi, type MockInstance } from 'vitest';

/**
 * An unexpected `console.error` fails the test (as epic-stack's
 * `tests/setup/setup-test-env.ts` does). The message is still printed, so the failure explains
 * itself. A test that expects one calls `allowConsoleError()`.
 */
let spy: MockInstance<typeof console.error> | undefined;
let allowed = false;

export function allowConsoleError() {
  allowed = true;
}

export function watchConsoleError() {
  allowed = false;
  const original = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => original(...args));
}

export function checkConsoleError() {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (calls.length > 0 && !allowed) {
    const first = calls[0]?.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
    throw new Error(
      `console.error was called ${calls.length} time(s) during the test; the first: ${first}\n` +
        'Call allowConsoleError() from tests/support/console-guard.ts if the test expects it.',
    );
  }
}
