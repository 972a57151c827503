/** `npm run reading` and `npm run readings:audit`, run as real processes. */
import { describe, expect, it } from 'vitest';
import { runScript } from '../../../../tests/support/run-script';

const cli = runScript;

const NEW_YORK = ['--name', 'Meera Nair', '--date', '1998-12-21', '--time', '19:20', '--lat', '40.7128', '--tz', 'America/New_York'];

describe('npm run reading', () => {
  it('prints the reading as JSON with its type, period, title, text and paragraphs', async () => {
    const { code, stdout } = await cli('reading', ['--type', 'weekly', '--on', '2026-11-24', '--gender', 'female', '--date', '1990-05-15', '--time', '14:30', '--place', 'Mumbai, India']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(Object.keys(out)).toEqual(['type', 'period', 'title', 'text', 'paragraphs']);
    expect(out).toMatchObject({ type: 'weekly', period: { start: '2026-11-24', end: '2026-11-30' }, title: 'Weekly Prediction' });
    expect(out.paragraphs.length).toBeGreaterThan(1);
    expect(out.text).toBe(out.paragraphs.map((p: { text: string }) => p.text).join('\n\n'));
    expect(out.text).toMatch(/Asha/);
  });

  it('takes a negative longitude as --lon -74.0 or --lon=-74.0, and --on sets the period', async () => {
    const [spaced, joined, east] = await Promise.all([
      cli('reading', ['--type', 'daily', '--on', '2027-01-05', ...NEW_YORK, '--lon', '-74.0']),
      cli('reading', ['--type', 'daily', '--on', '2027-01-05', ...NEW_YORK, '--lon=-74.0']),
      cli('reading', ['--type', 'daily', '--on', '2027-01-05', ...NEW_YORK, '--lon', '74.0']),
    ]);
    expect(spaced.code, spaced.stderr).toBe(0);
    expect(joined.stdout).toBe(spaced.stdout);
    // The sign was kept: the same clock time at 74° E is another chart.
    expect(east.code, east.stderr).toBe(0);
    expect(east.stdout).not.toBe(spaced.stdout);
    const out = JSON.parse(spaced.stdout);
    expect(out.period).toEqual({ start: '2027-01-05', end: '2027-01-05' });
    expect(out.text).toMatch(/Meera/);
  });

  it.each([
    [['--type', 'hourly', '--date', '1990-05-15', '--time', '14:30', '--place', 'Mumbai, India'], /--type must be one of/],
    [['--date', '1990-05-15', '--time', '14:30', '--place', 'Mumbai, India'], /--type is required/],
    [['--type', 'daily', '--lang', 'fr', '--date', '1990-05-15', '--time', '14:30', '--place', 'Mumbai, India'], /--lang must be one of en, hi/],
    [['--type', 'daily', '--on', '2026-02-30', '--date', '1990-05-15', '--time', '14:30', '--place', 'Mumbai, India'], /--on must be a date/],
    [['--type', 'daily', '--date', '1990-05-15', '--time', '14:30', '--place', 'Nowhere-at-all'], /Unknown place/],
  ])('refuses %j with the usage and exit 2', async (args, message) => {
    const { code, stdout, stderr } = await cli('reading', args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/Usage: npm run reading/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

// Each runs a whole audit (330 readings) in a child process: seconds on an idle machine, and far
// longer on a busy one, so the hang guard is wider than the suite's default.
const wholeAudit = { timeout: 90_000 };

describe('npm run readings:audit', () => {
  it('prints every figure beside its target as JSON; with --strict a FAIL exits 1', wholeAudit, async () => {
    const { code, stdout, stderr } = await cli('readings-audit', ['--json', '--strict']);
    const out = JSON.parse(stdout);
    expect(code, stderr).toBe(out.checks.some((c: { pass: boolean }) => !c.pass) ? 1 : 0);
    expect(out.readings).toBe(30 * 9 + 2 * 30);
    expect(out.checks.length).toBeGreaterThan(30);
    for (const c of out.checks) expect(Object.keys(c)).toEqual(['figure', 'value', 'target', 'pass']);
    expect(Object.keys(out.sharedTemplates)).toHaveLength(9);
    expect(out.dayRepeats).toHaveLength(2);
  });

  it('prints a table and exits 0 whatever the figures without --strict', wholeAudit, async () => {
    const { code, stdout } = await cli('readings-audit', ['--on', '2027-03-01']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/requested on 2027-03-01/);
    expect(stdout).toMatch(/^a\. .*(PASS|FAIL)$/m);
    expect(stdout).toMatch(/^Time: /m);
  });

  it('audits the Hindi readings with --lang hi against the same targets', wholeAudit, async () => {
    const [hi, en] = await Promise.all([cli('readings-audit', ['--lang', 'hi', '--json']), cli('readings-audit', ['--json'])]);
    expect(hi.code, hi.stderr).toBe(0);
    const [outHi, outEn] = [JSON.parse(hi.stdout), JSON.parse(en.stdout)];
    expect(outHi.readings).toBe(30 * 9 + 2 * 30);
    expect(outHi.checks.map((c: { target: string }) => c.target)).toEqual(outEn.checks.map((c: { target: string }) => c.target));
    expect(outHi.commonTemplates.map((t: { template: string }) => t.template.replace(/‹[a-z]+›/g, '')).join('\n')).not.toMatch(/[A-Za-z]/);
  });

  it('refuses a bad --lang with exit 2', async () => {
    const { code, stderr } = await cli('readings-audit', ['--lang', 'fr']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--lang must be one of en, hi/);
  });

  it('refuses a bad --on with exit 2', async () => {
    const { code, stderr } = await cli('readings-audit', ['--on', 'tomorrow']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--on must be a date/);
  });
});
