/** The command-line contract of `npm run match`, run as a real process. */
import { describe, expect, it } from 'vitest';
import { runScript } from '../../tests/support/run-script';

const A = ['--a-date', '1990-05-15', '--a-time', '14:30', '--a-place', 'Mumbai, India'];
const B = ['--b-date', '1992-08-20', '--b-time', '06:15', '--b-lat', '18.5204', '--b-lon', '73.8567', '--b-tz', 'Asia/Kolkata'];

describe('npm run match', () => {
  it('prints the eight kootas, the total out of 36, the verdict, cancellations and both Mangal doshas', async () => {
    const { code, stdout } = await runScript('match', [...A, ...B, '--a-gender', 'female', '--b-gender', 'male']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.max).toBe(36);
    expect(Object.keys(out.kootas)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'maitri', 'gana', 'bhakoot', 'nadi']);
    for (const k of Object.values(out.kootas) as { points: number; max: number; a: string; b: string }[]) {
      expect(k.points).toBeGreaterThanOrEqual(0);
      expect(k.points).toBeLessThanOrEqual(k.max);
      expect(typeof k.a).toBe('string');
      expect(typeof k.b).toBe('string');
    }
    const sum = (Object.values(out.kootas) as { points: number }[]).reduce((s, k) => s + k.points, 0);
    expect(out.total).toBe(sum);
    expect(['not-recommended', 'acceptable', 'good', 'excellent']).toContain(out.verdict);
    expect(Array.isArray(out.cancellations)).toBe(true);
    expect(out.mangal.a).toEqual({ present: expect.any(Boolean), cancelled: expect.any(Boolean), cancelledBy: expect.toBeOneOf(['chart', 'partner', null]) });
    expect(out.roles).toEqual({ groom: 'b', bride: 'a', basis: 'gender' });
    expect(out.input.a).toMatchObject({ date: '1990-05-15', time: '14:30', utc: '1990-05-15T09:00:00Z' });
    // The Moon of 15 May 1990, 14:30 IST: Uttara Ashadha in Capricorn (as `npm run chart` gives it).
    expect(out.moon.a).toMatchObject({ sign: 9, nakshatra: 20 });
  });

  it('keeps the gunas alone by default and with --system north', async () => {
    const plain = await runScript('match', [...A, ...B]);
    const north = await runScript('match', [...A, ...B, '--system', 'north']);
    expect(plain.code).toBe(0);
    expect(north.stdout).toBe(plain.stdout);
    const out = JSON.parse(plain.stdout);
    expect(out).not.toHaveProperty('poruthams');
    expect(out).not.toHaveProperty('porutham');
  });

  it('with --system south adds the ten poruthams, counted from the bride, and their verdict beside the unchanged gunas', async () => {
    const plain = JSON.parse((await runScript('match', [...A, ...B, '--a-gender', 'female', '--b-gender', 'male'])).stdout);
    const { code, stdout } = await runScript('match', [...A, ...B, '--a-gender', 'female', '--b-gender', 'male', '--system', 'south']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    const { poruthams, porutham, system, ...gunas } = out;
    expect(gunas).toEqual(plain);
    expect(system).toBe('south');
    expect(poruthams.map((p: { name: string }) => p.name)).toEqual(['dina', 'gana', 'mahendra', 'stree-deergha', 'yoni', 'rasi', 'rasi-adhipathi', 'vasya', 'rajju', 'vedha']);
    // The bride (side a, female) has her Moon in Uttara Ashadha, Capricorn; the groom's (side b) in
    // Bharani, Aries: the 9th star and the 4th sign from hers.
    expect(out.moon.b).toMatchObject({ sign: 0, nakshatra: 1 });
    expect(poruthams).toEqual([
      { name: 'dina', pass: true, reason: 'favourable-count', facts: { count: 9, tara: 'Parama Mitra' } },
      { name: 'gana', pass: true, reason: 'same-gana', facts: { bride: 'Manushya', groom: 'Manushya' } },
      { name: 'mahendra', pass: false, reason: 'not-mahendra-count', facts: { count: 9 } },
      { name: 'stree-deergha', pass: false, reason: 'middling-distance', facts: { count: 9 } },
      { name: 'yoni', pass: true, reason: 'not-enemies', facts: { bride: 'Nakula', groom: 'Gaja' } },
      { name: 'rasi', pass: true, reason: 'favourable-count', facts: { count: 4 } },
      { name: 'rasi-adhipathi', pass: false, reason: 'enemy-lords', facts: { bride: 'Saturn', groom: 'Mars' } },
      { name: 'vasya', pass: true, reason: 'groom-sign-vasya', facts: { bride: 9, groom: 0 } },
      { name: 'rajju', pass: true, reason: 'different-rajju', facts: { bride: 'nabhi', groom: 'kati' } },
      { name: 'vedha', pass: true, reason: 'no-vedha', facts: { bride: 20, groom: 1 } },
    ]);
    expect(porutham).toEqual({ passed: 7, total: 10, verdict: 'good', decidedBy: [] });
  });

  it.each([
    [[...A, ...B, '--system', 'east'], /--system must be one of north, south/],
    [[...B], /--a-date is required/],
    [[...A, '--b-date', '1992-08-20', '--b-time', '06:15'], /give --b-place/],
    [[...A, ...B, '--a-gender', 'other'], /--a-gender must be one of male, female/],
    [[...A, ...B, '--c-date', '2000-01-01'], /Unknown option/],
    [[...A, '--b-date', '1992-08-20', '--b-time', '06:15', '--b-place', 'Nowhere-at-all'], /Unknown place/],
  ])('rejects bad arguments %j with a usage line and exit 2', async (args, message) => {
    const { code, stderr } = await runScript('match', args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toMatch(/Usage: npm run match/);
  });
});
