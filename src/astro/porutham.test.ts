import { describe, expect, it } from 'vitest';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, YONI_ENEMIES } from './koota-tables';
import type { MoonPlace } from './matching';
import { NAKSHATRAS } from './nakshatra';
import { PORUTHAMS, poruthamVerdictOf, poruthamsOfMatch, tenPoruthams } from './porutham';
import type { Porutham, PoruthamName } from './porutham';
import { EKA_NAKSHATRA_AGREED, MAHENDRA_COUNTS, NAKSHATRA_RAJJU, VASYA_SIGNS, VEDHA_PAIRS } from './porutham-tables';
import { SIGNS } from './zodiac';

const star = (name: string) => {
  const i = NAKSHATRAS.findIndex((n) => n.sanskrit === name);
  if (i < 0) throw new Error(name);
  return i;
};
const sign = (name: string) => SIGNS.findIndex((s) => s.english === name);
/** A Moon in the given star, in the sign its second pada falls in unless a sign is given. */
const moon = (name: string, signName?: string): MoonPlace => {
  const nakshatra = star(name);
  return { nakshatra, pada: 2, sign: signName ? sign(signName) : Math.floor(((nakshatra + 0.375) * 360) / 27 / 30) };
};
const pick = (ps: Porutham[], name: PoruthamName) => ps.find((p) => p.name === name)!;
const stars = (...names: string[]) => names.map(star).sort((a, b) => a - b);

describe('each table, derived again from its rule or read against the sources', () => {
  it('rajju: feet, thigh, navel, neck, head and back down, in rows of nine; the groups as the almanacs print them', () => {
    const row = ['pada', 'kati', 'nabhi', 'kanta', 'siro', 'kanta', 'nabhi', 'kati', 'pada'];
    expect(NAKSHATRA_RAJJU).toEqual(NAKSHATRAS.map((_, i) => row[i % 9]));
    const group = (r: string) => NAKSHATRA_RAJJU.flatMap((x, i) => (x === r ? [i] : []));
    expect(group('siro')).toEqual(stars('Mrigashira', 'Chitra', 'Dhanishta'));
    expect(group('kanta')).toEqual(stars('Rohini', 'Ardra', 'Hasta', 'Swati', 'Shravana', 'Shatabhisha'));
    expect(group('nabhi')).toEqual(stars('Krittika', 'Punarvasu', 'Uttara Phalguni', 'Vishakha', 'Uttara Ashadha', 'Purva Bhadrapada'));
    expect(group('kati')).toEqual(stars('Bharani', 'Pushya', 'Purva Phalguni', 'Anuradha', 'Purva Ashadha', 'Uttara Bhadrapada'));
    expect(group('pada')).toEqual(stars('Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati'));
  });

  it('vedha: every star has its striking partner; Mrigashira, Chitra and Dhanishta strike each other', () => {
    const named: [string, string][] = [
      ['Ashwini', 'Jyeshtha'], ['Bharani', 'Anuradha'], ['Krittika', 'Vishakha'], ['Rohini', 'Swati'], ['Ardra', 'Shravana'],
      ['Punarvasu', 'Uttara Ashadha'], ['Pushya', 'Purva Ashadha'], ['Ashlesha', 'Mula'], ['Magha', 'Revati'],
      ['Purva Phalguni', 'Uttara Bhadrapada'], ['Uttara Phalguni', 'Purva Bhadrapada'], ['Hasta', 'Shatabhisha'],
      ['Mrigashira', 'Chitra'], ['Mrigashira', 'Dhanishta'], ['Chitra', 'Dhanishta'],
    ];
    const key = ([x, y]: readonly [number, number]) => [x, y].sort((p, q) => p - q).join('-');
    expect(new Set(VEDHA_PAIRS.map(key))).toEqual(new Set(named.map(([x, y]) => key([star(x), star(y)]))));
    // The twelve plain pairs sum to 17, 26 and 35 (from Ashwini = 0), four each.
    expect(VEDHA_PAIRS.slice(0, 12).map(([x, y]) => x + y)).toEqual([17, 17, 17, 17, 26, 26, 26, 26, 35, 35, 35, 35]);
    const times = NAKSHATRAS.map((_, i) => VEDHA_PAIRS.filter(([x, y]) => x === i || y === i).length);
    expect(times.map((n, i) => (n === 2 ? i : -1)).filter((i) => i >= 0)).toEqual(stars('Mrigashira', 'Chitra', 'Dhanishta'));
    expect(times.every((n) => n === 1 || n === 2)).toBe(true);
  });

  it('vasya: the sign lists as the Tamil almanac gives them, eighteen links, no sign in its own list', () => {
    const printed: Record<string, string[]> = {
      Aries: ['Leo', 'Scorpio'], Taurus: ['Cancer', 'Libra'], Gemini: ['Virgo'], Cancer: ['Scorpio', 'Sagittarius'],
      Leo: ['Libra'], Virgo: ['Gemini', 'Pisces'], Libra: ['Virgo', 'Capricorn'], Scorpio: ['Cancer'],
      Sagittarius: ['Pisces'], Capricorn: ['Aries', 'Aquarius'], Aquarius: ['Aries'], Pisces: ['Capricorn'],
    };
    expect(VASYA_SIGNS.map((list) => list.map((s) => SIGNS[s]!.english).sort())).toEqual(SIGNS.map((s) => printed[s.english]!.sort()));
    expect(VASYA_SIGNS.flat()).toHaveLength(18);
    VASYA_SIGNS.forEach((list, s) => expect(list).not.toContain(s));
  });

  it('mahendra: every third star from the 4th', () => {
    expect([...MAHENDRA_COUNTS].sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, k) => 4 + 3 * k));
  });

  it('eka nakshatra: the twelve stars both almanac lists agree on', () => {
    expect([...EKA_NAKSHATRA_AGREED].sort((a, b) => a - b)).toEqual(stars(
      'Rohini', 'Ardra', 'Magha', 'Hasta', 'Shravana', 'Ashwini', 'Bharani', 'Krittika', 'Mrigashira', 'Punarvasu', 'Chitra', 'Anuradha',
    ));
  });
});

describe('the ten poruthams over every pair of stars, against the rules counted out', () => {
  const walk = (from: number, to: number, n: number) => {
    let count = 1;
    for (let s = from; s !== to; s = (s + 1) % n) count++;
    return count;
  };

  it('gives exactly ten, in order, for all 27×27 pairs of stars and both ends of each star', () => {
    for (let b = 0; b < 27; b++) for (let g = 0; g < 27; g++) for (const [pb, pg] of [[1, 1], [4, 4], [1, 4]] as const) {
      const signAt = (n: number, pada: number) => Math.floor(((n + (pada - 0.5) / 4) * 360) / 27 / 30);
      const bride = { nakshatra: b, pada: pb, sign: signAt(b, pb) };
      const groom = { nakshatra: g, pada: pg, sign: signAt(g, pg) };
      const r = tenPoruthams(bride, groom);
      expect(r.poruthams.map((p) => p.name)).toEqual([...PORUTHAMS]);
      const count = walk(b, g, 27);
      const pass = (name: PoruthamName) => pick(r.poruthams, name).pass;
      expect(pass('dina')).toBe(count === 1 ? EKA_NAKSHATRA_AGREED.has(b) : [2, 4, 6, 8, 0].includes(count % 9));
      expect(pass('mahendra')).toBe([4, 7, 10, 13, 16, 19, 22, 25].includes(count));
      expect(pass('stree-deergha')).toBe(count >= 14);
      expect(pass('gana')).toBe(!(NAKSHATRA_GANA[b] === 'Rakshasa' && NAKSHATRA_GANA[g] !== 'Rakshasa'));
      const yonis = [NAKSHATRA_YONI[b], NAKSHATRA_YONI[g]];
      expect(pass('yoni')).toBe(!YONI_ENEMIES.some(([x, y]) => yonis.includes(x) && yonis.includes(y) && x !== y));
      expect(pass('rajju')).toBe(NAKSHATRA_RAJJU[b] !== NAKSHATRA_RAJJU[g]);
      expect(pass('vedha')).toBe(!VEDHA_PAIRS.some(([x, y]) => (x === b && y === g) || (x === g && y === b)));
      const houses = walk(bride.sign, groom.sign, 12);
      const oppositeBad = [[3, 9], [4, 10]].some(([x, y]) => [bride.sign, groom.sign].sort((p, q) => p - q).join() === [x, y].join());
      expect(pass('rasi')).toBe(![2, 6, 8, 12].includes(houses) && !oppositeBad);
      expect(r.passed).toBe(r.poruthams.filter((p) => p.pass).length);
      const blocked = !pass('rajju') || !pass('vedha');
      expect(r.verdict).toBe(blocked ? 'not-recommended' : poruthamVerdictOf(r.passed));
    }
  });

  it('rasi, rajju, vedha, yoni and rasi adhipathi read the same either way round; dina, mahendra and stree deergha do not', () => {
    const symmetric: PoruthamName[] = ['rasi', 'rasi-adhipathi', 'rajju', 'vedha', 'yoni'];
    let asymmetric = 0;
    for (let x = 0; x < 27; x++) for (let y = 0; y < 27; y++) {
      const one = tenPoruthams(moon(NAKSHATRAS[x]!.sanskrit), moon(NAKSHATRAS[y]!.sanskrit));
      const other = tenPoruthams(moon(NAKSHATRAS[y]!.sanskrit), moon(NAKSHATRAS[x]!.sanskrit));
      for (const name of symmetric) expect(pick(one.poruthams, name).pass, `${name} ${x}/${y}`).toBe(pick(other.poruthams, name).pass);
      if (pick(one.poruthams, 'stree-deergha').pass !== pick(other.poruthams, 'stree-deergha').pass) asymmetric++;
    }
    expect(asymmetric).toBeGreaterThan(0);
  });
});

describe('worked examples from the sources', () => {
  it('the counting examples of the Tamil "Thirumana poruththam" text: Ashwini bride to Bharani 2, Krittika 3, Magha 10, Revati 27', () => {
    const dina = (bride: string, groom: string) => pick(tenPoruthams(moon(bride), moon(groom)).poruthams, 'dina');
    expect(dina('Ashwini', 'Bharani')).toMatchObject({ pass: true, reason: 'favourable-count', facts: { count: 2, tara: 'Sampat' } });
    expect(dina('Ashwini', 'Krittika')).toMatchObject({ pass: false, reason: 'unfavourable-count', facts: { count: 3, tara: 'Vipat' } });
    expect(dina('Bharani', 'Krittika')).toMatchObject({ pass: true, facts: { count: 2 } });
    // 10 leaves 1 (the anujanma star): no porutham. 27 leaves 0, "taken as 9": it agrees.
    expect(dina('Ashwini', 'Magha')).toMatchObject({ pass: false, facts: { count: 10, tara: 'Janma' } });
    expect(dina('Ashwini', 'Revati')).toMatchObject({ pass: true, facts: { count: 27, tara: 'Parama Mitra' } });
  });

  it('the Dina examples of "Horoscope matching based on rashi and nakshatra": Rohini is 4th from Ashwini (agrees), Ardra 7th from Revati (does not)', () => {
    expect(pick(tenPoruthams(moon('Ashwini'), moon('Rohini')).poruthams, 'dina')).toMatchObject({ pass: true, facts: { count: 4, tara: 'Kshema' } });
    expect(pick(tenPoruthams(moon('Revati'), moon('Ardra')).poruthams, 'dina')).toMatchObject({ pass: false, facts: { count: 7, tara: 'Vadha' } });
  });

  it('raajayogam.com: the 7th sign agrees, except Cancer with Capricorn and Leo with Aquarius; the 6th, 8th and 12th do not', () => {
    const rasi = (bride: MoonPlace, groom: MoonPlace) => pick(tenPoruthams(bride, groom).poruthams, 'rasi');
    expect(rasi(moon('Ashwini'), moon('Swati'))).toMatchObject({ pass: true, reason: 'seventh', facts: { count: 7 } });
    expect(rasi(moon('Pushya'), moon('Shravana'))).toMatchObject({ pass: false, reason: 'unfriendly-seventh' });
    expect(rasi(moon('Shatabhisha'), moon('Magha'))).toMatchObject({ pass: false, reason: 'unfriendly-seventh' });
    expect(rasi(moon('Ashwini'), moon('Hasta'))).toMatchObject({ pass: false, reason: 'six-eight', facts: { count: 6 } });
    expect(rasi(moon('Ashwini'), moon('Revati'))).toMatchObject({ pass: false, reason: 'two-twelve', facts: { count: 12 } });
    expect(rasi(moon('Ashwini'), moon('Mula'))).toMatchObject({ pass: true, reason: 'favourable-count', facts: { count: 9 } });
  });

  it('tirumanaporutham.blogspot.com: which signs the lords of Aries, Taurus and Gemini do not match', () => {
    const failing = (bride: string) => SIGNS.map((_, s) => s).filter((s) => {
      const r = tenPoruthams({ nakshatra: 0, pada: 1, sign: sign(bride) }, { nakshatra: 0, pada: 1, sign: s });
      return !pick(r.poruthams, 'rasi-adhipathi').pass;
    }).map((s) => SIGNS[s]!.english);
    // "Mesham & Vrichigam will not match with Midhunam, Kanni, Makaram and Kumbam."
    expect(failing('Aries')).toEqual(['Gemini', 'Virgo', 'Capricorn', 'Aquarius']);
    // "Simham, Katagam, Dhanur & Meenam will not match with Rishabham & Thulam."
    expect(failing('Taurus')).toEqual(['Cancer', 'Leo', 'Sagittarius', 'Pisces']);
    // "Katagam, Dhanur & Meenam will not match with Midhunam & Kanni" (and Mars's signs, from Mesham's line).
    expect(failing('Gemini')).toEqual(['Aries', 'Cancer', 'Scorpio', 'Sagittarius', 'Pisces']);
  });

  it('tamilhoroscope.in and poorvapunya.com on gana: a Deva bride may marry a Rakshasa groom, a Rakshasa bride only a Rakshasa', () => {
    const gana = (bride: string, groom: string) => pick(tenPoruthams(moon(bride), moon(groom)).poruthams, 'gana');
    expect(gana('Ashwini', 'Magha')).toMatchObject({ pass: true, reason: 'rakshasa-groom', facts: { bride: 'Deva', groom: 'Rakshasa' } });
    expect(gana('Magha', 'Ashwini')).toMatchObject({ pass: false, reason: 'rakshasa-bride' });
    expect(gana('Magha', 'Mula')).toMatchObject({ pass: true, reason: 'same-gana' });
    expect(gana('Rohini', 'Hasta')).toMatchObject({ pass: true, reason: 'deva-and-manushya' });
  });

  it('a Magha bride and a Rohini groom, worked by hand from the tables: 7 of 10, Rajju and Vedha agree, good', () => {
    const r = tenPoruthams(moon('Magha'), moon('Rohini'));
    expect(r.poruthams.map((p) => [p.name, p.pass, p.reason])).toEqual([
      ['dina', true, 'favourable-count'], // 22nd from Magha: 22 = 2×9 + 4, Kshema
      ['gana', false, 'rakshasa-bride'], // Magha Rakshasa, Rohini Manushya
      ['mahendra', true, 'mahendra-count'], // 22 is in 4, 7, …, 25
      ['stree-deergha', true, 'far-enough'], // 22 > 13
      ['yoni', true, 'not-enemies'], // rat and serpent: not one of the seven pairs
      ['rasi', true, 'favourable-count'], // Taurus is the 10th from Leo
      ['rasi-adhipathi', false, 'enemy-lords'], // the Sun counts Venus an enemy
      ['vasya', false, 'no-vasya'], // Leo holds Libra; Taurus holds Cancer and Libra
      ['rajju', true, 'different-rajju'], // foot and neck
      ['vedha', true, 'no-vedha'], // Magha's vedha star is Revati
    ]);
    expect(r).toMatchObject({ passed: 7, total: 10, verdict: 'good', decidedBy: [] });
    expect(pick(r.poruthams, 'rajju').facts).toEqual({ bride: 'pada', groom: 'kanta' });
  });

  it('an Ashwini bride and a Jyeshtha groom: six agree, but both in the foot rajju and a vedha pair — not recommended', () => {
    const r = tenPoruthams(moon('Ashwini'), moon('Jyeshtha'));
    expect(r.poruthams.filter((p) => p.pass).map((p) => p.name)).toEqual(['dina', 'gana', 'stree-deergha', 'yoni', 'rasi-adhipathi', 'vasya']);
    expect(pick(r.poruthams, 'vasya')).toMatchObject({ reason: 'groom-sign-vasya', facts: { bride: 0, groom: 7 } });
    expect(pick(r.poruthams, 'rasi')).toMatchObject({ reason: 'six-eight', facts: { count: 8 } });
    expect(r).toMatchObject({ passed: 6, verdict: 'not-recommended', decidedBy: ['rajju', 'vedha'] });
  });

  it('both born in Rohini: dina agrees (one of the twelve), but one star is one rajju', () => {
    const r = tenPoruthams(moon('Rohini'), moon('Rohini'));
    expect(pick(r.poruthams, 'dina')).toMatchObject({ pass: true, reason: 'same-star-agreed', facts: { count: 1, tara: 'Janma' } });
    expect(pick(r.poruthams, 'rajju')).toMatchObject({ pass: false, reason: 'same-rajju' });
    expect(pick(tenPoruthams(moon('Swati'), moon('Swati')).poruthams, 'dina')).toMatchObject({ pass: false, reason: 'same-star-not-agreed' });
    expect(r.decidedBy).toEqual(['rajju']);
  });
});

describe('roles and verdict bands', () => {
  it('counts from the bride: the side the match took as the bride', () => {
    const magha = moon('Magha');
    const rohini = moon('Rohini');
    const bFemale = poruthamsOfMatch({ moon: { a: rohini, b: magha }, roles: { groom: 'a', bride: 'b', basis: 'gender' } });
    expect(bFemale).toEqual(tenPoruthams(magha, rohini));
    const aFemale = poruthamsOfMatch({ moon: { a: rohini, b: magha }, roles: { groom: 'b', bride: 'a', basis: 'gender' } });
    expect(pick(aFemale.poruthams, 'dina').facts).toMatchObject({ count: 7 });
  });

  it.each([[10, 'excellent'], [8, 'excellent'], [7, 'good'], [6, 'good'], [5, 'acceptable'], [4, 'not-recommended'], [0, 'not-recommended']] as const)('%d of 10 with Rajju and Vedha agreeing: %s', (passed, verdict) => {
    expect(poruthamVerdictOf(passed)).toBe(verdict);
  });
});
