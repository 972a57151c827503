/** The command-line contract of `npm run rashifal`, run as a real process. */
import { describe, expect, it } from 'vitest';
import { runScript } from '../../../tests/support/run-script';
import { RASHIFAL_SIGNS, signOfSlug } from '../../shared/rashifal-signs';

describe('the rashifal sign slugs', () => {
  it('are the twelve usual slugs in the engine order, each found back', () => {
    expect(RASHIFAL_SIGNS).toEqual(['mesh', 'vrishabh', 'mithun', 'kark', 'simha', 'kanya', 'tula', 'vrishchik', 'dhanu', 'makar', 'kumbh', 'meen']);
    RASHIFAL_SIGNS.forEach((slug, i) => expect(signOfSlug(slug)).toBe(i));
    expect(signOfSlug('Mesh')).toBeNull();
    expect(signOfSlug('aries')).toBeNull();
  });
});

describe('npm run rashifal', () => {
  it('prints the full English rashifal of a sign for a date', async () => {
    const { code, stdout } = await runScript('rashifal', ['--sign', 'mesh', '--on', '2026-12-07']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ sign: { index: 0, slug: 'mesh' }, date: '2026-12-07', language: 'en', form: 'full', place: { name: 'Ujjain', timezone: 'Asia/Kolkata' } });
    // 7 December 2026: the Moon leaves Tula for Vrishchika in the morning, the 8th from Mesha.
    expect(out.facts.moon.map((m: { house: number }) => m.house)).toEqual([7, 8]);
    expect(out.facts.chandrashtama.from).toBe(out.facts.moon[1].from);
    expect(out.text).toContain(`Chandrashtama begins at ${out.facts.moon[1].from}`);
    expect(out.lucky.line).toMatch(/^Lucky colour: [a-z ]+\. Lucky number: \d\.$/);
  });

  it('prints the short Hindi form with --lang hi --short', async () => {
    const { code, stdout } = await runScript('rashifal', ['--sign', 'vrishchik', '--on', '2026-12-07', '--lang', 'hi', '--short']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ sign: { index: 7, slug: 'vrishchik', name: 'वृश्चिक' }, language: 'hi', form: 'short' });
    expect(out.text.split('।').filter((s: string) => s.trim()).length).toBe(3);
    expect(out.text).not.toMatch(/[A-Za-z]/);
  });

  it('prints the short Telugu form with --lang te --short', async () => {
    const { code, stdout } = await runScript('rashifal', ['--sign', 'vrishchik', '--on', '2026-12-07', '--lang', 'te', '--short']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ sign: { index: 7, slug: 'vrishchik', name: 'వృశ్చికం' }, language: 'te', form: 'short', title: 'వృశ్చికం రాశిఫలం, 7 డిసెంబర్ 2026' });
    expect(out.text.split(/(?<=\.)\s+/).filter((s: string) => s.trim()).length).toBe(3);
    expect(out.text).not.toMatch(/[A-Za-z]/);
  });

  it('prints a sign’s week with --period weekly, and the twelve signs’ year with --sign all, timing it', async () => {
    const week = await runScript('rashifal', ['--sign', 'mesh', '--on', '2026-12-09', '--period', 'weekly']);
    expect(week.code).toBe(0);
    const out = JSON.parse(week.stdout);
    expect(out).toMatchObject({ title: 'Mesha (Aries) weekly rashifal, 7–13 December 2026', facts: { period: { kind: 'weekly', start: '2026-12-07', end: '2026-12-13' } } });
    expect(out.text).toContain('from Monday 7 December at 09:14 to Wednesday 9 December at 21:00');
    const year = await runScript('rashifal', ['--sign', 'all', '--on', '2027-03-01', '--period', 'yearly', '--lang', 'hi', '--short']);
    expect(year.code).toBe(0);
    const twelve = JSON.parse(year.stdout);
    expect(twelve.map((r: { sign: { slug: string } }) => r.sign.slug)).toEqual(RASHIFAL_SIGNS);
    expect(twelve[0].title).toBe('मेष वार्षिक राशिफल 2027');
    expect(year.stderr).toMatch(/^yearly rashifal, 12 signs, written in \d+ ms/);
  }, 60_000);

  it('refuses a period it does not know', async () => {
    const { code, stdout, stderr } = await runScript('rashifal', ['--sign', 'mesh', '--on', '2026-12-07', '--period', 'fortnightly']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/--period must be one of daily, weekly, monthly, yearly/);
  });

  // Six processes one after another: on a busy machine they outlast the default 20 s.
  it('refuses bad input with a message and exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--sign', 'aries', '--on', '2026-12-07'], /--sign must be one of mesh, vrishabh/],
      [['--on', '2026-12-07'], /--sign is required/],
      [['--sign', 'mesh'], /--on is required/],
      [['--sign', 'mesh', '--on', '2026-02-30'], /calendar date/],
      [['--sign', 'mesh', '--on', '2026-12-07', '--lang', 'fr'], /--lang must be one of en, hi, ta, te/],
      [['--sign', 'mesh', '--on', '2026-12-07', '--weekly'], /Unknown option/],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await runScript('rashifal', args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
    }
  }, 60_000);
});
