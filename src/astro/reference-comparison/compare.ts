/**
 * Our engine against PyJHora (an open reimplementation of Jagannatha Hora) for every chart of
 * src/astro/fixtures/pyjhora-charts.json, quantity by quantity, with the tolerance each is held
 * to and, for each difference, the reason found for it (docs/decisions/047). The summary this
 * gives is committed as src/astro/fixtures/reference-agreement.json, which the public page
 * /accuracy reads; the comparison test recomputes it, so the page cannot drift from the engine.
 */
import { bhavaArudhas } from '../arudha';
import { ashtakavargaOf } from '../ashtakavarga';
import { bhavaBalaFrom } from '../bhava-bala';
import { buildChart } from '../chart';
import type { Chart } from '../chart';
import { charaDashas, charaYears } from '../chara-dasha';
import { jaiminiChartOf } from '../jaimini-lords';
import { kpOf } from '../kp';
import { kpLordsOf } from '../kp-subs';
import { shadbalaFrom } from '../shadbala';
import { shadbalaSkyOf } from '../shadbala-sky';
import { DIVISIONS, allVargas, vargaSignOf } from '../vargas';
import { computeYogini, yoginiFromMoon } from '../yogini';
import { SIGN_LORDS } from '../zodiac';
import type { Graha } from '../zodiac';
import { KALA_PARTS, SHADBALA_PARTS } from './pyjhora-charts';
import type { KalaPart, Point, ReferenceChart, SevenGraha } from './pyjhora-charts';

export const QUANTITIES = ['vargas', 'ashtakavarga', 'shadbala', 'bhavaBala', 'kp', 'yogini', 'chara', 'arudhas', 'charaKarakas'] as const;
export type Quantity = (typeof QUANTITIES)[number];

/**
 * Why a value differs, each found by recomputing, never assumed:
 * - longitude: our rule applied to PyJHora's own longitude gives PyJHora's value, so the whole
 *   difference is the grahas' places (PyJHora asks for geometric positions, we compute apparent).
 *   For a yogini period: ours from PyJHora's Moon, on PyJHora's year, starts within the tolerance.
 * - dashaYear: our period start, stretched to PyJHora's year (the Sun's true return for the birth),
 *   falls within the tolerance of PyJHora's.
 * - twoLords: a sign of two lords (Scorpio, Aquarius) where the stronger lord is chosen otherwise.
 * - nodeDignity: a chara dasha year more or fewer for Scorpio or Aquarius, whose co-lord Ketu or
 *   Rahu sits where PyJHora exalts or debilitates it (Rahu in Taurus, Gemini, Scorpio,
 *   Sagittarius; Ketu the reverse); we give the nodes no dignity.
 * - exaltedAndOwn: a chara dasha year fewer in PyJHora for a sign of Mercury while Mercury is in
 *   Virgo, his own sign and his exaltation: K. N. Rao's extra year for an exalted lord, which
 *   PyJHora does not give there (it reads Virgo as Mercury's own sign only).
 * - bhavaBalaMethod: Bhava bala, which PyJHora's authors note does not yet reproduce Raman's book.
 * - shadbala parts: the part (or kala bala's sub-part) that carries the difference.
 * - rule: none of the above; named one by one in docs/benchmarks.md.
 */
export type Reason = 'longitude' | 'dashaYear' | 'twoLords' | 'nodeDignity' | 'exaltedAndOwn' | 'bhavaBalaMethod' | 'rule' | `shadbala.${Exclude<(typeof SHADBALA_PARTS)[number], 'kala'>}` | `shadbala.kala.${KalaPart}`;

export interface Difference {
  chart: string;
  item: string;
  ours: number | string;
  theirs: number | string;
  reason: Reason;
}

export interface QuantityAgreement {
  quantity: Quantity;
  compared: number;
  agree: number;
  /** Largest absolute difference, where the quantity is a number with a tolerance. */
  largest?: number;
  byReason: Partial<Record<Reason, number>>;
  differences: Difference[];
}

export interface AgreementSummary {
  charts: number;
  chartIds: string[];
  /** The years of the earliest and the latest birth. */
  birthYears: [number, number];
  /** Tolerances the numbers are held to (exact for the rest). */
  tolerances: { shadbalaRupas: number; bhavaBalaRupas: number; yoginiMinutes: number };
  /** The largest gap between our longitude of a graha, node or lagna and PyJHora's, arc-seconds. */
  largestLongitudeGapArcsec: number;
  quantities: QuantityAgreement[];
}

/** A graha's Shadbala total agrees within this many rupas (6 virupas). */
export const SHADBALA_TOLERANCE_RUPAS = 0.1;
/** A house's Bhava bala total, likewise. */
export const BHAVA_BALA_TOLERANCE_RUPAS = 0.1;
/** A yogini period's start, minutes. */
export const YOGINI_TOLERANCE_MINUTES = 10;

const SEVEN: readonly SevenGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const POINTS: readonly Point[] = ['Lagna', 'Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const SCORPIO = 7;
const AQUARIUS = 10;
const MINUTE_MS = 60_000;

class Tally {
  compared = 0;
  agree = 0;
  largest = 0;
  readonly differences: Difference[] = [];
  constructor(readonly quantity: Quantity) {}
  same(): void {
    this.compared++;
    this.agree++;
  }
  differ(d: Difference): void {
    this.compared++;
    this.differences.push(d);
  }
  size(gap: number): void {
    this.largest = Math.max(this.largest, Math.abs(gap));
  }
  summary(withLargest: boolean): QuantityAgreement {
    const byReason: Partial<Record<Reason, number>> = {};
    for (const d of this.differences) byReason[d.reason] = (byReason[d.reason] ?? 0) + 1;
    return {
      quantity: this.quantity, compared: this.compared, agree: this.agree,
      ...(withLargest ? { largest: Math.round(this.largest * 100) / 100 } : {}),
      byReason, differences: this.differences,
    };
  }
}

const longitudeOf = (chart: Chart, point: Point): number =>
  point === 'Lagna' ? chart.ascendant.longitude : chart.bodies.find((b) => b.name === point)!.longitude;

function compareVargas(tally: Tally, ref: ReferenceChart, chart: Chart): void {
  const ours = allVargas(chart);
  for (const division of DIVISIONS) {
    const theirs = ref.vargas[`D${division}`]!;
    for (const point of POINTS) {
      const o = ours[`D${division}`][point];
      const t = theirs[point];
      if (o === t) tally.same();
      else tally.differ({ chart: ref.id, item: `D${division} ${point}`, ours: o, theirs: t, reason: vargaSignOf(ref.d1Longitudes[point], division) === t ? 'longitude' : 'rule' });
    }
  }
}

function compareAshtakavarga(tally: Tally, ref: ReferenceChart, chart: Chart): void {
  const av = ashtakavargaOf(chart);
  const sameSigns = (['Lagna', ...SEVEN] as const).every((p) => Math.floor(ref.d1Longitudes[p] / 30) === Math.floor(longitudeOf(chart, p) / 30));
  const rows: Array<[string, number[], number[]]> = [
    ...(['Lagna', ...SEVEN] as const).map((row): [string, number[], number[]] => [row, av.bav[row], ref.ashtakavarga.bav[row]]),
    ['SAV', av.sav, ref.ashtakavarga.sav],
  ];
  for (const [row, o, t] of rows) {
    o.forEach((bindus, sign) => {
      if (bindus === t[sign]) tally.same();
      else tally.differ({ chart: ref.id, item: `${row} sign ${sign}`, ours: bindus, theirs: t[sign]!, reason: sameSigns ? 'rule' : 'longitude' });
    });
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function compareStrengths(shadbala: Tally, bhava: Tally, ref: ReferenceChart, chart: Chart): void {
  const sky = shadbalaSkyOf(chart);
  const ours = shadbalaFrom(sky);
  for (const graha of SEVEN) {
    const o = ours[graha];
    const gap = o.total - ref.shadbala.total[graha];
    shadbala.size(gap / 60);
    if (Math.abs(gap) <= SHADBALA_TOLERANCE_RUPAS * 60) {
      shadbala.same();
      continue;
    }
    // The part with the largest gap carries the reason; within kala bala, its sub-part.
    const partGap = (part: (typeof SHADBALA_PARTS)[number]) => {
      const value = part === 'sthana' ? o.sthana.total : part === 'kala' ? o.kala.total : o[part];
      return value - ref.shadbala[part][graha];
    };
    const part = [...SHADBALA_PARTS].sort((a, b) => Math.abs(partGap(b)) - Math.abs(partGap(a)))[0]!;
    const kalaPart = [...KALA_PARTS].sort((a, b) => Math.abs(o.kala[b] - ref.shadbala.kalaParts[b][graha]) - Math.abs(o.kala[a] - ref.shadbala.kalaParts[a][graha]))[0]!;
    shadbala.differ({
      chart: ref.id, item: graha, ours: round2(o.total / 60), theirs: round2(ref.shadbala.total[graha] / 60),
      reason: part === 'kala' ? `shadbala.kala.${kalaPart}` : `shadbala.${part}`,
    });
  }
  bhavaBalaFrom(sky, ours).forEach((house, i) => {
    const gap = house.total - ref.bhavaBala[i]!;
    bhava.size(gap / 60);
    if (Math.abs(gap) <= BHAVA_BALA_TOLERANCE_RUPAS * 60) bhava.same();
    else bhava.differ({ chart: ref.id, item: `house ${i + 1}`, ours: round2(house.total / 60), theirs: round2(ref.bhavaBala[i]! / 60), reason: 'bhavaBalaMethod' });
  });
}

function compareKp(tally: Tally, ref: ReferenceChart): void {
  const kp = kpOf(buildChart({ ...ref.birth, node: 'true', ayanamsa: 'kp' }));
  const LEVELS = ['star', 'sub', 'subSub'] as const;
  const check = (item: string, ours: Record<(typeof LEVELS)[number], Graha>, theirs: readonly Graha[], theirLongitude: number) => {
    const byTheirPlace = kpLordsOf(theirLongitude);
    LEVELS.forEach((level, i) => {
      if (ours[level] === theirs[i]) tally.same();
      else tally.differ({ chart: ref.id, item: `${item} ${level}`, ours: ours[level], theirs: theirs[i]!, reason: byTheirPlace[level] === theirs[i] ? 'longitude' : 'rule' });
    });
  };
  kp.cusps.forEach((cusp, i) => {
    tally.size((cusp.longitude - ref.kp.cusps[i]!) * 3600);
    check(`cusp ${cusp.house}`, cusp, ref.kp.cuspLords[i]!, ref.kp.cusps[i]!);
  });
  for (const planet of kp.planets) check(planet.name, planet, ref.kp.planetLords[planet.name], ref.kp.planetLongitudes[planet.name]);
}

/** PyJHora's 'YYYY-MM-DD HH:MM:SS' at the birth's offset, as milliseconds since 1970 UTC. */
const referenceMs = (ref: ReferenceChart, stamp: string) => Date.parse(`${stamp.replace(' ', 'T')}Z`) - ref.utcOffsetHours * 3_600_000;

function compareYogini(tally: Tally, ref: ReferenceChart, chart: Chart): void {
  const ours = computeYogini(chart, { year: 'sidereal' });
  const fromTheirMoon = yoginiFromMoon(ref.d1Longitudes.Moon, chart.utcMs, { year: 'sidereal' });
  /** A start moved to PyJHora's year: as far from birth in its years as ours is in ours. */
  const onTheirYear = (startMs: number) => chart.utcMs + ((startMs - chart.utcMs) * ref.dashaYearDays) / ours.yearDays;
  const within = (a: number, b: number) => Math.abs(a - b) <= YOGINI_TOLERANCE_MINUTES * MINUTE_MS;
  ref.yogini.forEach(([name, start], i) => {
    const period = ours.mahadashas[i]!;
    const theirsMs = referenceMs(ref, start);
    tally.size((period.startMs - theirsMs) / MINUTE_MS);
    if (period.yogini.name !== name) {
      tally.differ({ chart: ref.id, item: `period ${i + 1}`, ours: period.yogini.name, theirs: name, reason: 'rule' });
    } else if (within(period.startMs, theirsMs)) {
      tally.same();
    } else {
      const reason = within(onTheirYear(period.startMs), theirsMs) ? 'dashaYear'
        : within(onTheirYear(fromTheirMoon.mahadashas[i]!.startMs), theirsMs) ? 'longitude' : 'rule';
      tally.differ({ chart: ref.id, item: `${name} start`, ours: Math.round(period.startMs / MINUTE_MS), theirs: Math.round(theirsMs / MINUTE_MS), reason });
    }
  });
}

const NODES: readonly Graha[] = ['Rahu', 'Ketu'];
const VIRGO = 5;
/** Taurus, Gemini, Scorpio, Sagittarius: where PyJHora exalts or debilitates Rahu and Ketu. */
const NODE_DIGNITY_SIGNS = new Set([1, 2, 7, 8]);

function compareJaimini(chara: Tally, arudhas: Tally, karakas: Tally, ref: ReferenceChart, chart: Chart): void {
  const jc = jaiminiChartOf(chart);
  const step = charaDashas(jc, chart.utcMs).direction === 'zodiacal' ? 1 : 11;
  ref.chara.forEach(([sign, years], i) => {
    const ourSign = (chart.ascendant.sign + i * step) % 12;
    const ourYears = charaYears(jc, ourSign);
    if (ourSign === sign && ourYears === years) return chara.same();
    const coLord: Graha | null = sign === SCORPIO ? 'Ketu' : sign === AQUARIUS ? 'Rahu' : null;
    const byAYear = ourSign === sign && Math.abs(ourYears - years) === 1;
    const reason = ourSign !== sign ? 'rule'
      : byAYear && coLord && NODE_DIGNITY_SIGNS.has(jc.signs[coLord]) ? 'nodeDignity'
        : byAYear && SIGN_LORDS[sign] === 'Mercury' && jc.signs.Mercury === VIRGO ? 'exaltedAndOwn'
          : coLord ? 'twoLords' : 'rule';
    chara.differ({ chart: ref.id, item: `period ${i + 1}`, ours: `${ourSign}:${ourYears}`, theirs: `${sign}:${years}`, reason });
  });
  bhavaArudhas(jc).forEach((sign, i) => {
    const houseSign = (chart.ascendant.sign + i) % 12;
    if (sign === ref.arudhas[i]) arudhas.same();
    else arudhas.differ({ chart: ref.id, item: `A${i + 1}`, ours: sign, theirs: ref.arudhas[i]!, reason: houseSign === SCORPIO || houseSign === AQUARIUS ? 'twoLords' : 'rule' });
  });
  const degree = new Map(chart.bodies.map((b) => [b.name, b.degree]));
  const ours = [...SEVEN].sort((a, b) => degree.get(b)! - degree.get(a)!);
  const theirs = ref.charaKarakas.filter((g) => !NODES.includes(g));
  ours.forEach((graha, i) => {
    if (graha === theirs[i]) karakas.same();
    else karakas.differ({ chart: ref.id, item: `karaka ${i + 1}`, ours: graha, theirs: theirs[i]!, reason: 'longitude' });
  });
}

export function compareWithReferences(charts: readonly ReferenceChart[]): AgreementSummary {
  const tallies = Object.fromEntries(QUANTITIES.map((q) => [q, new Tally(q)])) as Record<Quantity, Tally>;
  let largestGap = 0;
  for (const ref of charts) {
    const chart = buildChart({ ...ref.birth, node: 'true' });
    for (const point of POINTS) {
      const gap = Math.abs(((longitudeOf(chart, point) - ref.d1Longitudes[point] + 540) % 360) - 180) * 3600;
      largestGap = Math.max(largestGap, gap);
    }
    compareVargas(tallies.vargas, ref, chart);
    compareAshtakavarga(tallies.ashtakavarga, ref, chart);
    compareStrengths(tallies.shadbala, tallies.bhavaBala, ref, chart);
    compareKp(tallies.kp, ref);
    compareYogini(tallies.yogini, ref, chart);
    compareJaimini(tallies.chara, tallies.arudhas, tallies.charaKarakas, ref, chart);
  }
  const numeric = new Set<Quantity>(['shadbala', 'bhavaBala', 'kp', 'yogini']);
  const years = charts.map((c) => Number(c.birth.date.slice(0, 4)));
  return {
    charts: charts.length,
    chartIds: charts.map((c) => c.id),
    birthYears: [Math.min(...years), Math.max(...years)],
    tolerances: { shadbalaRupas: SHADBALA_TOLERANCE_RUPAS, bhavaBalaRupas: BHAVA_BALA_TOLERANCE_RUPAS, yoginiMinutes: YOGINI_TOLERANCE_MINUTES },
    largestLongitudeGapArcsec: Math.round(largestGap),
    quantities: QUANTITIES.map((q) => tallies[q].summary(numeric.has(q))),
  };
}

