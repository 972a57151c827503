import { describe, expect, it } from 'vitest';
import { runAudit } from './audit';

// The audit's targets are what a reader comparing notes would notice (a sentence shared by many
// same-day readings, a closing everyone gets, a daily that repeats yesterday's words). A change to
// the phrase pools that brings any of them back fails here, in either language.
describe('built-in readings against the audit targets', () => {
  it.each(['en', 'hi'] as const)('%s: every figure meets its target', (language) => {
    const failing = runAudit(undefined, language).checks.filter((c) => !c.pass).map((c) => `${c.figure}: ${c.value} (target ${c.target})`);
    expect(failing).toEqual([]);
  }, 60_000);
});
