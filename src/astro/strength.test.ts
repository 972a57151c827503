import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import {
  STRENGTH_WEIGHTS, aspectedHouses, combustionOrb, compoundRelationship, dignityDetail, functionalNature,
  grahaCondition, grahaStrength, marginsOf, neechaBhanga, temporalFriend,
} from './strength';

const delhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
/** Gemini lagna; Mars exalted at 16° Capricorn in the 8th; Mercury 12.6° from the Sun (combust); Sun in the 10th. */
const marsExalted = buildChart({ date: '2022-03-20', time: '12:00', ...delhi });
/** Aries lagna; Jupiter debilitated in Capricorn with Saturn, its dispositor, in the 10th; the Moon at 5° Taurus. */
const jupiterDebilitated = buildChart({ date: '2021-01-23', time: '12:00', ...delhi });
/** The same sky two hours later: Taurus lagna, whose yogakaraka is Saturn. */
const taurusLagna = buildChart({ date: '2021-01-23', time: '14:00', ...delhi });
/** Sagittarius lagna; Venus at 26.9° Virgo, a tenth of a degree from deep debility, with Mars and under Saturn's 10th aspect. */
const venusDebilitated = buildChart({ date: '2017-10-31', time: '12:00', ...delhi });

describe('dignity', () => {
  it('finds an exalted Mars and how far it is from deep exaltation (28° Capricorn)', () => {
    const mars = dignityDetail(marsExalted, 'Mars');
    expect(mars.kind).toBe('exalted');
    const degree = marsExalted.bodies[2]!.degree;
    expect(mars.fromDeepExaltation).toBeCloseTo(28 - degree, 9);
  });

  it('tells exaltation and moolatrikona of the Moon in Taurus apart from plain own sign', () => {
    const moon = dignityDetail(jupiterDebilitated, 'Moon');
    expect(moon).toMatchObject({ kind: 'exalted', moolatrikona: true });
    expect(moon.fromDeepExaltation).toBeCloseTo(5.25 - 3, 1);
    expect(dignityDetail(jupiterDebilitated, 'Mars')).toMatchObject({ kind: 'own', moolatrikona: false, relationship: null });
    expect(dignityDetail(jupiterDebilitated, 'Jupiter').kind).toBe('debilitated');
  });

  it('compounds natural and temporal friendship', () => {
    expect(compoundRelationship('friend', true)).toBe('great-friend');
    expect(compoundRelationship('friend', false)).toBe('neutral');
    expect(compoundRelationship('neutral', true)).toBe('friend');
    expect(compoundRelationship('enemy', false)).toBe('great-enemy');
    expect(temporalFriend(0, 1)).toBe(true); // 2nd
    expect(temporalFriend(0, 6)).toBe(false); // 7th
    // Sun in Capricorn: Saturn is a natural enemy and, in the same sign, a temporal enemy.
    expect(dignityDetail(jupiterDebilitated, 'Sun')).toMatchObject({ kind: 'great-enemy', relationship: 'great-enemy' });
    // Sun in Pisces: Jupiter a natural friend, in the 12th from it a temporal friend.
    expect(dignityDetail(marsExalted, 'Sun').kind).toBe('great-friend');
  });

  it('leaves the nodes neutral', () => {
    expect(dignityDetail(marsExalted, 'Rahu')).toEqual({ kind: 'neutral', fromDeepExaltation: null, moolatrikona: false, relationship: null });
  });
});

describe('combustion', () => {
  it("reads the chart's own orbs", () => {
    expect(combustionOrb('Mercury', false)).toBe(14);
    expect(combustionOrb('Mercury', true)).toBe(12);
    expect(combustionOrb('Saturn', false)).toBe(15);
    expect(combustionOrb('Sun', false)).toBeNull();
    expect(combustionOrb('Rahu', true)).toBeNull();
  });

  it('finds a combust Mercury with its distance, and Jupiter just outside its orb', () => {
    const mercury = grahaCondition(marsExalted, 'Mercury').combustion;
    expect(mercury.combust).toBe(true);
    expect(mercury.distance).toBeGreaterThan(12);
    expect(mercury.distance).toBeLessThan(mercury.orb!);
    const jupiter = grahaCondition(marsExalted, 'Jupiter').combustion;
    expect(jupiter.combust).toBe(false);
    expect(jupiter.distance).toBeGreaterThan(jupiter.orb!);
  });
});

describe('drishti and dig bala', () => {
  it('gives the special aspects of Mars, Jupiter and Saturn and none to the nodes', () => {
    expect(aspectedHouses('Sun', 1)).toEqual([7]);
    expect(aspectedHouses('Mars', 1)).toEqual([4, 7, 8]);
    expect(aspectedHouses('Jupiter', 10)).toEqual([2, 4, 6]);
    expect(aspectedHouses('Saturn', 12)).toEqual([2, 6, 9]);
    expect(aspectedHouses('Rahu', 1)).toEqual([]);
  });

  it('lists who aspects and joins a graha', () => {
    // Mars in Capricorn (8th) with Venus and Saturn; Moon in Libra is aspected by Jupiter (5th from Aquarius) and Saturn (10th from Capricorn).
    const mars = grahaCondition(marsExalted, 'Mars');
    expect(mars.conjunctWith.sort()).toEqual(['Saturn', 'Venus']);
    expect(grahaCondition(marsExalted, 'Moon').aspectedBy.sort()).toEqual(['Jupiter', 'Saturn']);
    expect(mars.aspects.houses).toEqual([11, 2, 3]);
  });

  it('gives dig bala to the Sun in the 10th only', () => {
    expect(grahaCondition(marsExalted, 'Sun').digBala).toBe(true);
    expect(grahaCondition(marsExalted, 'Mars').digBala).toBe(false);
  });
});

describe('functional nature', () => {
  it('for Gemini lagna: Jupiter owns two kendras (kendradhipati dosha), Mars 6 and 11 is malefic, marakas 2 and 7', () => {
    expect(functionalNature(marsExalted, 'Jupiter')).toMatchObject({ rules: [7, 10], kind: 'neutral', kendradhipatiDosha: true, maraka: true });
    expect(functionalNature(marsExalted, 'Mars')).toMatchObject({ rules: [6, 11], kind: 'malefic', maraka: false });
    expect(functionalNature(marsExalted, 'Mercury')).toMatchObject({ rules: [1, 4], kind: 'benefic', kendradhipatiDosha: false });
    expect(functionalNature(marsExalted, 'Saturn')?.kind).toBe('benefic'); // 9th lord, its 8th lordship notwithstanding
    expect(functionalNature(marsExalted, 'Moon')).toMatchObject({ rules: [2], kind: 'neutral', maraka: true });
    expect(functionalNature(marsExalted, 'Rahu')).toBeNull();
  });

  it('for Aries lagna: Mars rules the 1st and 8th and stays benefic; Saturn (10, 11) is malefic', () => {
    expect(functionalNature(jupiterDebilitated, 'Mars')?.kind).toBe('benefic');
    expect(functionalNature(jupiterDebilitated, 'Saturn')?.kind).toBe('malefic');
  });

  it('for Taurus lagna: Saturn (9, 10) is the yogakaraka, Jupiter (8, 11) malefic, Mars (7, 12) checked', () => {
    expect(functionalNature(taurusLagna, 'Saturn')).toMatchObject({ kind: 'yogakaraka', yogakaraka: true });
    expect(functionalNature(taurusLagna, 'Jupiter')?.kind).toBe('malefic');
    expect(functionalNature(taurusLagna, 'Mars')).toMatchObject({ kind: 'neutral', kendraCheck: true, kendradhipatiDosha: false, maraka: true });
  });
});

describe('neecha-bhanga', () => {
  it('cancels the debility of Jupiter in Capricorn, naming the rules that hold', () => {
    // Aries lagna, Moon in Taurus: Saturn (lord of Capricorn) in the 10th and joining Jupiter; Mars
    // (exalted in Capricorn) in the lagna. The Moon (lord of Cancer, Jupiter's exaltation) is in the
    // 2nd: it does not count as in a kendra from itself.
    expect(neechaBhanga(jupiterDebilitated, 'Jupiter')).toEqual(['debilitation-lord-in-kendra', 'planet-exalted-there-in-kendra', 'dispositor-joins-or-aspects']);
    // Two hours later the Moon rises with the lagna (Taurus): now the exaltation lord is in a kendra too.
    expect(neechaBhanga(taurusLagna, 'Jupiter')).toContain('exaltation-lord-in-kendra');
    expect(neechaBhanga(jupiterDebilitated, 'Saturn')).toEqual([]);
  });
});

describe('margins', () => {
  it('flags claims resting on less than their margin', () => {
    const m = marginsOf({ name: 'Moon', degree: 0.47, sign: 6, navamsaSign: 6, dignity: 'neutral' });
    expect(m).toMatchObject({ sandhi: true, vargottama: true, borderline: ['sign', 'vargottama'] });
    expect(m.signEdge).toBeCloseTo(0.47, 9);
    const exalted = marginsOf({ name: 'Sun', degree: 29.6, sign: 0, navamsaSign: 8, dignity: 'exalted' });
    expect(exalted.borderline).toEqual(['sign', 'dignity']);
    expect(marginsOf({ name: 'Sun', degree: 1.7, sign: 0, navamsaSign: 0, dignity: 'exalted' }).borderline).toEqual([]);
  });
});

describe('grahaStrength', () => {
  it('scores exalted Mars with its parts', () => {
    const s = grahaStrength(marsExalted, 'Mars');
    expect(s.components.map((c) => c.factor)).toEqual(['dignity.exalted', 'house.dusthana', 'benefic-influence', 'malefic-influence']);
    expect(s.components.find((c) => c.factor === 'malefic-influence')?.by).toBe('Saturn');
    expect(s.score).toBe(5 - 2 + 1 - 1);
  });

  it('counts cancelled debility as a strength and combustion as a weakness', () => {
    const s = grahaStrength(jupiterDebilitated, 'Jupiter');
    const factors = s.components.map((c) => c.factor);
    expect(factors).toContain('neecha-bhanga');
    expect(factors).not.toContain('dignity.debilitated');
    expect(factors).toContain('combust');
    expect(s.score).toBe(s.components.reduce((t, c) => t + c.weight, 0));
  });

  it('scores an uncancelled debility at its worst, and no borderline vargottama', () => {
    const venus = grahaCondition(venusDebilitated, 'Venus');
    expect(venus.dignity.kind).toBe('debilitated');
    expect(venus.dignity.fromDeepExaltation).toBeGreaterThan(179.5);
    expect(venus.neechaBhanga).toEqual([]);
    expect(venus.margins).toMatchObject({ vargottama: true, borderline: ['vargottama'] });
    const s = grahaStrength(venusDebilitated, 'Venus');
    expect(s.components.map((c) => `${c.factor}${c.by ? `:${c.by}` : ''}`)).toEqual([
      'dignity.debilitated', 'house.kendra', 'malefic-influence:Mars', 'malefic-influence:Saturn',
    ]);
    expect(s.score).toBe(-5);
  });

  it('does not count the Sun twice against a combust graha', () => {
    const mercury = grahaStrength(marsExalted, 'Mercury');
    expect(mercury.components.filter((c) => c.by === 'Sun')).toEqual([]);
  });

  it('keeps every weight on the −5…+5 scale', () => {
    for (const w of Object.values(STRENGTH_WEIGHTS)) {
      expect(Math.abs(w)).toBeLessThanOrEqual(5);
    }
  });
});
