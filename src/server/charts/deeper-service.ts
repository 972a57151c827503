/**
 * The chart in depth (GET /api/chart/deeper and /api/people/:id/chart/deeper): the sixteen vargas
 * with Vimshopaka, Ashtakavarga, Shadbala and Bhava bala, KP, the Yogini and Chara dashas and
 * Jaimini's karakas, arudha lagna and upapada, all from the engine (src/astro), which the
 * `npm run chart` flags print the same way. The choices behind what a chart without a birth time
 * shows are in docs/decisions/041.
 */
import { jaiminiPointsOf } from '../../astro/arudha';
import { AV_CONTRIBUTORS, AV_PLANETS, ashtakavargaOf } from '../../astro/ashtakavarga';
import { bhavaBalaFrom } from '../../astro/bhava-bala';
import { buildChart, type Chart } from '../../astro/chart';
import { charaDashas } from '../../astro/chara-dasha';
import type { Planet } from '../../astro/ephemeris';
import { jaiminiChartOf } from '../../astro/jaimini-lords';
import { kpOf } from '../../astro/kp';
import { bhavaOf } from '../../astro/kp-significators';
import { formatLocalDate } from '../../astro/local-time';
import { shadbalaFrom } from '../../astro/shadbala';
import { shadbalaSkyOf } from '../../astro/shadbala-sky';
import { vargaDignity, type VargaDignity } from '../../astro/varga-strength';
import { DIVISIONS, isVargottama, vargaSignOf } from '../../astro/vargas';
import { computeYogini, type YoginiPeriod } from '../../astro/yogini';
import { CHARA_KARAKAS, type ChartDeeperView, type VargaDivision, type VimshopakaView } from '../../shared/chart-deeper-view';
import type { BirthChart, ChartSubject } from './chart-service';

/** Two decimals, as the books print virupas and rupas. */
const two = (value: number) => Math.round(value * 100) / 100;

const vimshopaka = (d: VargaDignity): VimshopakaView => ({ goodVargas: d.goodVargas as VargaDivision[], name: d.name, score: two(d.vimshopaka) });

/** The period running at `atMs`, if the list reaches it. */
const runningAt = <P extends { startMs: number; endMs: number }>(periods: readonly P[], atMs: number): P | undefined =>
  periods.find((p) => p.startMs <= atMs && atMs < p.endMs);

function vargasView(chart: Chart, timeKnown: boolean): ChartDeeperView['vargas'] {
  const points: Array<[ChartDeeperView['vargas']['rows'][number]['point'], number]> = chart.bodies.map((b) => [b.name, b.longitude]);
  if (timeKnown) points.push(['Lagna', chart.ascendant.longitude]);
  return {
    divisions: DIVISIONS.map((d): VargaDivision => `D${d}`),
    rows: points.map(([point, longitude]) => ({ point, signs: DIVISIONS.map((d) => vargaSignOf(longitude, d)), vargottama: isVargottama(longitude) })),
    vimshopaka: AV_PLANETS.map((graha) => {
      const d = vargaDignity(chart, graha);
      return { graha, shadvarga: vimshopaka(d.shadvarga), saptavarga: vimshopaka(d.saptavarga), dashavarga: vimshopaka(d.dashavarga) };
    }),
  };
}

function ashtakavargaView(chart: Chart): NonNullable<ChartDeeperView['ashtakavarga']> {
  const av = ashtakavargaOf(chart);
  const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  return {
    bav: AV_CONTRIBUTORS.map((of) => ({ of, bindus: av.bav[of], total: sum(av.bav[of]) })),
    sav: av.sav,
    savTotal: sum(av.sav),
  };
}

function strengthsView(chart: Chart): Pick<ChartDeeperView, 'shadbala' | 'bhavaBala'> {
  const sky = shadbalaSkyOf(chart);
  const shadbala = shadbalaFrom(sky);
  return {
    shadbala: AV_PLANETS.map((graha) => {
      const s = shadbala[graha];
      return {
        graha,
        parts: { sthana: two(s.sthana.total), dig: two(s.dig), kala: two(s.kala.total), cheshta: two(s.cheshta), naisargika: two(s.naisargika), drik: two(s.drik) },
        virupas: two(s.total), rupas: two(s.rupas), required: s.required, ratio: two(s.ratio),
      };
    }),
    bhavaBala: bhavaBalaFrom(sky, shadbala).map((h) => ({
      house: h.house, sign: h.sign, lord: h.lord,
      parts: { adhipati: two(h.adhipati), dig: two(h.dig), drishti: two(h.drishti), dinaRatri: two(h.dinaRatri) },
      virupas: two(h.total), rupas: two(h.rupas),
    })),
  };
}

/** KP reads its own ayanamsa (Krishnamurti's), so the birth is cast again with it. Null within the polar circles. */
function kpView(chart: Chart): ChartDeeperView['kp'] {
  const kpChart = buildChart({ ...chart.input, ayanamsa: 'kp' });
  let kp;
  try {
    kp = kpOf(kpChart);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  const cuspLongitudes = kp.cusps.map((c) => c.longitude);
  const longitudeOf = new Map(kpChart.bodies.map((b) => [b.name, b.longitude]));
  return {
    ayanamsa: Math.round(kpChart.ayanamsa * 1e6) / 1e6,
    cusps: kp.cusps.map((c) => ({ house: c.house, longitude: Math.round(c.longitude * 1e4) / 1e4, sign: c.sign, star: c.star, sub: c.sub, subSub: c.subSub })),
    grahas: kp.planets.map((p) => {
      const longitude = longitudeOf.get(p.name)!;
      return { graha: p.name, longitude: Math.round(longitude * 1e4) / 1e4, sign: Math.floor(longitude / 30), house: bhavaOf(longitude, cuspLongitudes), star: p.star, sub: p.sub, subSub: p.subSub };
    }),
    significators: Object.entries(kp.significators).map(([house, s]) => ({ house: Number(house), grahas: s.all })),
  };
}

function dashasView(birth: BirthChart, atMs: number, day: (ms: number) => string): ChartDeeperView['dashas'] {
  const { chart, timeKnown } = birth;
  const year = birth.dashas.year;
  const yogini = (p: YoginiPeriod) => ({ yogini: p.yogini.name, lord: p.yogini.lord, start: day(p.startMs), end: day(p.endMs) });
  const yoginis = computeYogini(chart, { year }).mahadashas;
  const runningYogini = runningAt(yoginis, atMs);
  const runningYoginiAntar = runningYogini && runningAt(runningYogini.antardashas, atMs);
  const yoginiView = {
    running: runningYogini && runningYoginiAntar ? { mahadasha: yogini(runningYogini), antardasha: yogini(runningYoginiAntar) } : null,
    mahadashas: yoginis.map((m) => ({ ...yogini(m), antardashas: m.antardashas.map(yogini) })),
  };
  if (!timeKnown) return { yogini: yoginiView, chara: null };
  const chara = charaDashas(jaiminiChartOf(chart), chart.utcMs, { year });
  const sign = (p: { sign: number; startMs: number; endMs: number }) => ({ sign: p.sign, start: day(p.startMs), end: day(p.endMs) });
  const runningChara = runningAt(chara.periods, atMs);
  const runningCharaAntar = runningChara && runningAt(runningChara.antardashas, atMs);
  return {
    yogini: yoginiView,
    chara: {
      direction: chara.direction,
      running: runningChara && runningCharaAntar ? { dasha: sign(runningChara), antardasha: sign(runningCharaAntar) } : null,
      periods: chara.periods.map((p) => ({ ...sign(p), years: p.years, antardashas: p.antardashas.map(sign) })),
    },
  };
}

/**
 * The seven chara karakas of Jaimini (the seven-karaka scheme, Rahu left out): the grahas by
 * their degree within the sign, highest first, atmakaraka to darakaraka.
 */
function karakasOf(chart: Chart): ChartDeeperView['jaimini']['karakas'] {
  const degree = new Map(chart.bodies.map((b) => [b.name, b.degree]));
  const byDegree: Planet[] = [...AV_PLANETS].sort((a, b) => degree.get(b)! - degree.get(a)!);
  return CHARA_KARAKAS.map((karaka, i) => ({ karaka, graha: byDegree[i]! }));
}

export function chartDeeperView(profile: ChartSubject, birth: BirthChart, now: Date): ChartDeeperView {
  const { chart, timeKnown } = birth;
  const day = (ms: number) => formatLocalDate(ms, birth.place.timezone);
  const points = timeKnown ? jaiminiPointsOf(jaiminiChartOf(chart)) : null;
  const kp = timeKnown ? kpView(chart) : null;
  return {
    name: profile.name,
    timeKnown,
    vargas: vargasView(chart, timeKnown),
    ashtakavarga: timeKnown ? ashtakavargaView(chart) : null,
    ...(timeKnown ? strengthsView(chart) : { shadbala: null, bhavaBala: null }),
    kp,
    kpUnavailable: !timeKnown ? 'time-unknown' : kp ? null : 'polar',
    dashas: dashasView(birth, now.getTime(), day),
    jaimini: { karakas: karakasOf(chart), arudhaLagna: points?.arudhaLagna ?? null, upapada: points?.upapada ?? null },
  };
}
