/**
 * Prints a sidereal birth chart as JSON (fields fixed: our own checks read them).
 *   npm run chart -- --date 1990-05-15 --time 14:30 --place "Mumbai, India"
 *   npm run chart -- --date 1990-05-15 --time 14:30 --lat 19.076 --lon 72.8777 --tz Asia/Kolkata [--node true]
 * Options: --node mean|true, --time-rule zone|lmt, --dasha-year julian|sidereal.
 * --vargas adds the sixteen divisional charts (each graha's and the lagna's sign), --ashtakavarga
 * the bhinnashtakavargas and the sarvashtakavarga (twelve numbers each, Aries first), --shadbala
 * the six strengths of the seven grahas in virupas with the total in rupas, the minimum BPHS asks
 * and the ratio to it, --bhavabala the strength of the twelve houses (Raman's Bhava bala: the lord's
 * Shadbala, dig, drishti and dina-ratri bala) keyed 1–12; each is computed only when asked. --dashas yogini,chara (either or both)
 * adds those dashas under `dashas` (each with its antardashas; the chara dasha's by sign), and
 * --jaimini, or any --dashas, the arudha lagna and upapada under `jaimini`.
 * --ayanamsa lahiri|raman|kp|true-chitra draws every sidereal longitude from that ayanamsa (Lahiri
 * by default). --kp adds Krishnamurti Paddhati under `kp`: the Placidus cusps and the grahas with
 * their star, sub and sub-sub lords, and each house's significators, strongest first; with --kp
 * the ayanamsa defaults to KP's own. Placidus houses are refused within the polar circles.
 * --sensitivity adds how many minutes the birth time can move earlier and later before the lagna's
 * sign, the Moon's nakshatra pada, the D9 lagna, or the Vimshottari mahadasha and antardasha
 * running on --on YYYY-MM-DD (noon at the birth place; today by default) would change; null where
 * it does not change within a day.
 */
import { commandLine, type CommandLine } from './cli-args';
import { AV_CONTRIBUTORS, ashtakavargaOf } from '../src/astro/ashtakavarga';
import { AYANAMSAS, AYANAMSA_LABELS, DEFAULT_AYANAMSA } from '../src/astro/ayanamsa';
import { buildChart } from '../src/astro/chart';
import type { Chart } from '../src/astro/chart';
import { jaiminiPointsOf } from '../src/astro/arudha';
import { charaDashas } from '../src/astro/chara-dasha';
import { computeDashas } from '../src/astro/dasha';
import type { DashaYear } from '../src/astro/dasha';
import { jaiminiChartOf } from '../src/astro/jaimini-lords';
import { kpOf } from '../src/astro/kp';
import { formatLocalDate, formatOffset, localToUtc } from '../src/astro/local-time';
import { bhavaBalaFrom } from '../src/astro/bhava-bala';
import { shadbalaFrom } from '../src/astro/shadbala';
import type { GrahaShadbala } from '../src/astro/shadbala';
import { shadbalaSkyOf } from '../src/astro/shadbala-sky';
import type { ShadbalaSky } from '../src/astro/shadbala-sky';
import { birthTimeSensitivity, marginRoundedDown } from '../src/astro/time-sensitivity';
import { allVargas } from '../src/astro/vargas';
import { computeYogini } from '../src/astro/yogini';
import type { Planet } from '../src/astro/ephemeris';
import { SIGNS } from '../src/astro/zodiac';

const USAGE = 'Usage: npm run chart -- --date YYYY-MM-DD --time HH:MM (--place "City, Country" | --lat N --lon N [--tz Zone]) [--node mean|true] [--time-rule zone|lmt] [--dasha-year julian|sidereal] [--vargas] [--ashtakavarga] [--shadbala] [--bhavabala] [--dashas yogini,chara] [--jaimini] [--ayanamsa lahiri|raman|kp|true-chitra] [--kp] [--sensitivity [--on YYYY-MM-DD]]';

const EXTRA_DASHAS = ['yogini', 'chara'] as const;
type ExtraDasha = (typeof EXTRA_DASHAS)[number];

/** The key a graha or the lagna has in the vargas' and ashtakavarga's JSON: 'sun' … 'ketu', 'lagna'. */
const pointKey = (point: string) => point.toLowerCase();

/** Each varga as { sun: 'Leo', …, ketu: '…', lagna: '…' }, English sign names, keyed 'D1' … 'D60'. */
function vargasJson(chart: Chart): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(allVargas(chart)).map(([name, placements]) => [
    name,
    Object.fromEntries([...chart.bodies.map((b) => b.name), 'Lagna' as const].map((point) => [pointKey(point), SIGNS[placements[point]]!.english])),
  ]));
}

function ashtakavargaJson(chart: Chart): { bav: Record<string, number[]>; sav: number[] } {
  const av = ashtakavargaOf(chart);
  return { bav: Object.fromEntries(AV_CONTRIBUTORS.map((row) => [pointKey(row), av.bav[row]])), sav: av.sav };
}

interface ShadbalaJson {
  total: number;
  rupas: number;
  required: number;
  ratio: number;
  parts: { sthana: number; dig: number; kala: number; cheshta: number; naisargika: number; drik: number };
}

/** Virupas to two decimals, as the books print them. */
const virupas = (value: number): number => Math.round(value * 100) / 100;

function shadbalaJson(shadbala: Record<string, GrahaShadbala>): Record<string, ShadbalaJson> {
  return Object.fromEntries(Object.entries(shadbala).map(([graha, s]) => [pointKey(graha), {
    total: virupas(s.total), rupas: virupas(s.rupas), required: s.required, ratio: virupas(s.ratio),
    parts: {
      sthana: virupas(s.sthana.total), dig: virupas(s.dig), kala: virupas(s.kala.total),
      cheshta: virupas(s.cheshta), naisargika: virupas(s.naisargika), drik: virupas(s.drik),
    },
  }]));
}

interface BhavaBalaJson {
  sign: string;
  lord: string;
  total: number;
  rupas: number;
  parts: { adhipati: number; dig: number; drishti: number; dinaRatri: number };
}

/** Each house 1–12 with the sign of its madhya, that sign's lord, the total in virupas and rupas, and the four parts. */
function bhavaBalaJson(sky: ShadbalaSky, shadbala: Record<Planet, GrahaShadbala>): Record<string, BhavaBalaJson> {
  return Object.fromEntries(bhavaBalaFrom(sky, shadbala).map((h) => [String(h.house), {
    sign: SIGNS[h.sign]!.english, lord: h.lord, total: virupas(h.total), rupas: virupas(h.rupas),
    parts: { adhipati: virupas(h.adhipati), dig: h.dig, drishti: virupas(h.drishti), dinaRatri: h.dinaRatri },
  }]));
}

/** The sky and Shadbala that --shadbala and --bhavabala share, read once when either is asked. */
function strengthsOf(chart: Chart): { sky: ShadbalaSky; shadbala: Record<Planet, GrahaShadbala> } {
  const sky = shadbalaSkyOf(chart);
  return { sky, shadbala: shadbalaFrom(sky) };
}

type DayOf = (ms: number) => string;

/** The yogini dasha's mahadashas and the chara dasha's signs, each with its antardashas, as asked. */
function dashasJson(chart: Chart, which: readonly ExtraDasha[], year: DashaYear, day: DayOf): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (which.includes('yogini')) {
    out.yogini = computeYogini(chart, { year }).mahadashas.map((m) => ({
      lord: m.yogini.lord, yogini: m.yogini.name, start: day(m.startMs), end: day(m.endMs),
      antardashas: m.antardashas.map((a) => ({ lord: a.yogini.lord, yogini: a.yogini.name, start: day(a.startMs), end: day(a.endMs) })),
    }));
  }
  if (which.includes('chara')) {
    out.chara = charaDashas(jaiminiChartOf(chart), chart.utcMs, { year }).periods.map((p) => ({
      sign: SIGNS[p.sign]!.english, years: p.years, start: day(p.startMs), end: day(p.endMs),
      antardashas: p.antardashas.map((a) => ({ sign: SIGNS[a.sign]!.english, start: day(a.startMs), end: day(a.endMs) })),
    }));
  }
  return out;
}

interface KpJson {
  cusps: { house: number; longitude: number; sign: number; star: string; sub: string; subSub: string }[];
  planets: { name: string; star: string; sub: string; subSub: string }[];
  significators: Record<string, string[]>;
}

/** KP's cusps and grahas with their three lords, and each house's significators (levels 1–4 flattened, strongest first). */
function kpJson(chart: Chart): KpJson {
  const kp = kpOf(chart);
  return {
    cusps: kp.cusps.map((c) => ({ house: c.house, longitude: c.longitude, sign: c.sign, star: c.star, sub: c.sub, subSub: c.subSub })),
    planets: kp.planets.map((p) => ({ name: p.name, star: p.star, sub: p.sub, subSub: p.subSub })),
    significators: Object.fromEntries(Object.entries(kp.significators).map(([house, s]) => [house, s.all])),
  };
}

/** The four margins in minutes; the dasha's for the running periods at noon on `on` at the birth place. */
function sensitivityJson(chart: Chart, on: string, year: DashaYear): Record<string, unknown> {
  const atMs = localToUtc(on, '12:00', chart.input.timezone).utcMs;
  const s = birthTimeSensitivity(chart, { atMs, year });
  return {
    lagna: marginRoundedDown(s.lagna), moonPada: marginRoundedDown(s.moonPada), navamsaLagna: marginRoundedDown(s.navamsaLagna),
    dasha: { on, ...marginRoundedDown(s.dasha) },
  };
}

function jaiminiJson(chart: Chart): { arudhaLagna: string; upapada: string } {
  const points = jaiminiPointsOf(jaiminiChartOf(chart));
  return { arudhaLagna: SIGNS[points.arudhaLagna]!.english, upapada: SIGNS[points.upapada]!.english };
}

/** 'yogini,chara' → the dashas named, each once; anything else is refused. */
function extraDashas(value: string | undefined): ExtraDasha[] {
  if (value === undefined) return [];
  const names = value.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!(EXTRA_DASHAS as readonly string[]).includes(name)) cli.fail(`--dashas takes ${EXTRA_DASHAS.join(', ')} (comma-separated), got "${value}"`);
  }
  return EXTRA_DASHAS.filter((name) => names.includes(name));
}

// Explicitly typed, so that `cli.fail(…)` (never returns) narrows the checks below.
const cli: CommandLine = commandLine('chart', USAGE);

function main(): void {
  const values = cli.parse(['date', 'time', 'place', 'lat', 'lon', 'tz', 'node', 'time-rule', 'dasha-year', 'dashas', 'ayanamsa', 'on'], ['vargas', 'ashtakavarga', 'shadbala', 'bhavabala', 'jaimini', 'kp', 'sensitivity']);
  if (!values.date) cli.fail('--date is required');
  if (!values.time) cli.fail('--time is required');
  if (values.place === undefined && values.lat === undefined && values.lon === undefined) cli.fail('give --place or --lat and --lon');
  if (values.place === undefined && values.tz === undefined && (values.lat === undefined) !== (values.lon === undefined)) cli.fail('give both --lat and --lon');
  const node = cli.oneOf('node', values.node, ['mean', 'true'] as const, 'mean');
  const timeRule = cli.oneOf('time-rule', values['time-rule'], ['zone', 'lmt'] as const, 'zone');
  const dashaYear = cli.oneOf<DashaYear>('dasha-year', values['dasha-year'], ['julian', 'sidereal'], 'julian');
  const moreDashas = extraDashas(values.dashas);
  if (values.on !== undefined && !values.sensitivity) cli.fail('--on goes with --sensitivity');
  if (values.on !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.on)) cli.fail(`--on takes a date YYYY-MM-DD, got "${values.on}"`);
  const ayanamsa = cli.oneOf('ayanamsa', values.ayanamsa, AYANAMSAS, values.kp ? 'kp' : DEFAULT_AYANAMSA);

  try {
    const place = cli.place(values);
    const chart = buildChart({
      date: values.date, time: values.time,
      latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, node, timeRule, ayanamsa,
    });
    const dashas = computeDashas(chart, { year: dashaYear });
    const strengths = values.shadbala || values.bhavabala ? strengthsOf(chart) : null;
    const day = (ms: number): string => formatLocalDate(ms, place.timezone);
    const out = {
      input: {
        date: values.date,
        time: values.time,
        place: { name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone },
        utc: chart.utc.replace('.000Z', 'Z'),
        utcOffset: formatOffset(chart.localTime.offsetSeconds),
        timeCase: chart.localTime.kind,
        timeNote: chart.localTime.note,
        node,
      },
      ayanamsa: { name: AYANAMSA_LABELS[ayanamsa], degrees: chart.ayanamsa },
      ascendant: {
        longitude: chart.ascendant.longitude, sign: chart.ascendant.sign,
        nakshatra: chart.ascendant.nakshatra, pada: chart.ascendant.pada,
      },
      planets: chart.bodies.map((b) => ({
        name: b.name, longitude: b.longitude, sign: b.sign, degree: b.degree,
        nakshatra: b.nakshatra, pada: b.pada, house: b.house, retrograde: b.retrograde,
        nakshatraLord: b.nakshatraLord, combust: b.combust, navamsaSign: b.navamsaSign, dignity: b.dignity,
      })),
      dashaYear: { name: dashas.year, days: dashas.yearDays },
      dasha: dashas.mahadashas.map((m) => ({
        lord: m.lord, start: day(m.startMs), end: day(m.endMs),
        antardashas: m.antardashas.map((a) => ({ lord: a.lord, start: day(a.startMs), end: day(a.endMs) })),
      })),
      ...(values.vargas ? { vargas: vargasJson(chart) } : {}),
      ...(values.ashtakavarga ? { ashtakavarga: ashtakavargaJson(chart) } : {}),
      ...(values.shadbala && strengths ? { shadbala: shadbalaJson(strengths.shadbala) } : {}),
      ...(values.bhavabala && strengths ? { bhavabala: bhavaBalaJson(strengths.sky, strengths.shadbala) } : {}),
      ...(moreDashas.length > 0 ? { dashas: dashasJson(chart, moreDashas, dashaYear, day) } : {}),
      ...(values.jaimini || moreDashas.length > 0 ? { jaimini: jaiminiJson(chart) } : {}),
      ...(values.kp ? { kp: kpJson(chart) } : {}),
      ...(values.sensitivity ? { sensitivity: sensitivityJson(chart, values.on ?? day(Date.now()), dashaYear) } : {}),
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } catch (error) {
    if (error instanceof RangeError) cli.fail(error.message);
    throw error;
  }
}

main();
