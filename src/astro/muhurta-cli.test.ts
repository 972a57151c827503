/** The command-line contract of `npm run muhurta`, run as a real process. */
import { describe, expect, it } from 'vitest';
import { runScript } from '../../tests/support/run-script';

describe('npm run muhurta', () => {
  it('prints windows with the agreed fields, for a bride and a groom, at a named place', async () => {
    const { code, stdout } = await runScript('muhurta', [
      '--event', 'marriage', '--from', '2026-11-20', '--to', '2026-12-15', '--place', 'New Delhi, India',
      '--person-date', '1995-04-12', '--person-time', '08:30', '--person-place', 'Jaipur, India',
      '--person-date', '1992-03-15', '--person-time', '21:10', '--person-place', 'Lucknow, India',
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.event).toBe('vivah');
    expect(out.place).toMatchObject({ name: 'New Delhi', timezone: 'Asia/Kolkata' });
    expect(out.windows.length).toBeGreaterThan(0);
    for (const w of out.windows) {
      expect(Object.keys(w)).toEqual(['start', 'end', 'grade', 'tithi', 'nakshatra', 'yoga', 'karana', 'lagna', 'reasons', 'avoided']);
      expect(w.start).toMatch(/^2026-1[12]-\d{2}T\d{2}:\d{2}:00\+05:30$/);
      expect(w.reasons.filter((r: string) => r.startsWith('tara bala for person 1: ') && r.includes('; for person 2: '))).toHaveLength(1);
      expect(w.reasons.filter((r: string) => r.startsWith('guru bala for person 1, the bride: Jupiter in the '))).toHaveLength(1);
      expect(w.reasons.filter((r: string) => r.startsWith('surya bala for person 2, the groom: the Sun in the '))).toHaveLength(1);
    }
    expect(out.blackouts.map((b: { kind: string }) => b.kind)).toEqual(expect.arrayContaining(['chaturmas', 'kharmas']));
  });

  it('works from coordinates in an American zone, without a lagna for travel', async () => {
    const { code, stdout } = await runScript('muhurta', ['--event', 'travel', '--from', '2027-03-01', '--to', '2027-03-20', '--lat', '40.22', '--lon', '-74.76', '--tz', 'America/New_York']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.windows.length).toBeGreaterThan(0);
    expect(out.windows[0]).not.toHaveProperty('lagna');
    expect(out.windows.map((w: { start: string }) => w.start.slice(-6))).toEqual(expect.arrayContaining(['-05:00', '-04:00']));
  });

  it('refuses bad input with a message and exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--event', 'picnic', '--from', '2027-01-01', '--to', '2027-01-31', '--place', 'New Delhi, India'], /--event must be one of/],
      [['--from', '2027-01-01', '--to', '2027-01-31', '--place', 'New Delhi, India'], /--event is required/],
      [['--event', 'vehicle', '--from', '2027-02-30', '--to', '2027-03-31', '--place', 'New Delhi, India'], /no such day/],
      [['--event', 'vehicle', '--from', '2027-03-01', '--to', '2027-01-31', '--place', 'New Delhi, India'], /before --from/],
      [['--event', 'vehicle', '--from', '2027-03-01', '--to', '2027-03-31', '--place', 'Atlantis, Nowhere'], /Unknown place/],
      [['--event', 'vehicle', '--from', '2027-03-01', '--to', '2027-03-31', '--place', 'New Delhi, India', '--person-date', '1990-01-01'], /each person needs/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await runScript('muhurta', args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).toContain('Usage: npm run muhurta');
    }
  });
});
