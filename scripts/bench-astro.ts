/**
 * Benchmark of the astro engine (a benchmark, not a timed test): prints the median time of a full
 * chart with dashas, of the same chart with all its depth (the sixteen vargas, ashtakavarga,
 * Shadbala, Bhava bala, yogini and chara dashas, KP), of a chart's birth-time sensitivity, of a
 * place lookup once the gazetteer is loaded, the gazetteer load time, and a month of the transit
 * scanner (ingresses and stations) in the almanac's zodiac and in two a reader may choose. Targets on the 2-core
 * dev machine: chart < 1 ms, chart in depth < 5 ms, lookup < 1 ms.  npm run bench:astro
 */
import { ashtakavargaOf } from '../src/astro/ashtakavarga';
import { bhavaBalaFrom } from '../src/astro/bhava-bala';
import { charaDashas } from '../src/astro/chara-dasha';
import { buildChart } from '../src/astro/chart';
import { computeDashas } from '../src/astro/dasha';
import { jaiminiChartOf } from '../src/astro/jaimini-lords';
import { kpOf } from '../src/astro/kp';
import { shadbalaFrom } from '../src/astro/shadbala';
import { shadbalaSkyOf } from '../src/astro/shadbala-sky';
import { birthTimeSensitivity } from '../src/astro/time-sensitivity';
import { allVargas } from '../src/astro/vargas';
import { computeYogini } from '../src/astro/yogini';
import { computePanchang } from '../src/astro/panchang';
import { preloadPlaces, searchPlaces } from '../src/astro/places';
import { scanGraha, type SkyBasis } from '../src/astro/transit-events';
import type { Graha } from '../src/astro/zodiac';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(runs: number, warmup: number, fn: (i: number) => void): number {
  for (let i = 0; i < warmup; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const births = Array.from({ length: 97 }, (_, i) => ({
  date: `${1900 + ((i * 13) % 150)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
  latitude: -40 + ((i * 17) % 100),
  longitude: -170 + ((i * 37) % 340),
  timezone: ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Sydney'][i % 4]!,
}));

const chartMs = measure(3000, 300, (i) => {
  const chart = buildChart(births[i % births.length]!);
  computeDashas(chart);
});

const depthMs = measure(600, 60, (i) => {
  const chart = buildChart(births[i % births.length]!);
  computeDashas(chart);
  allVargas(chart);
  ashtakavargaOf(chart);
  const sky = shadbalaSkyOf(chart);
  bhavaBalaFrom(sky, shadbalaFrom(sky));
  computeYogini(chart);
  charaDashas(jaiminiChartOf(chart), chart.utcMs);
  kpOf(chart);
});

const charts = births.map((birth) => buildChart(birth));
const sensitivityMs = measure(300, 30, (i) => {
  birthTimeSensitivity(charts[i % charts.length]!, { atMs: Date.UTC(2026, 11, 7) });
});

const panchangMs = measure(300, 30, (i) => {
  computePanchang(`2024-01-${String(1 + (i % 28)).padStart(2, '0')}`, { latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' });
});

// A month of the grahas a period reading dates, scanned afresh (scanGraha keeps no cache): the
// reader's zodiac costs what Lahiri costs, except True Chitrapaksha, which places Spica at every
// sample, and the true node, whose stations are searched for as well.
const MOVING: readonly Graha[] = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const skyMonthMs = (basis: SkyBasis) => measure(60, 6, (i) => {
  const start = Date.UTC(2026, i % 12, 1);
  for (const g of MOVING) scanGraha(g, start, start + 30 * 86_400_000, basis);
});
const skyLahiriMs = skyMonthMs({ ayanamsa: 'lahiri', node: 'mean' });
const skyRamanMs = skyMonthMs({ ayanamsa: 'raman', node: 'mean' });
const skyTrueNodeMs = skyMonthMs({ ayanamsa: 'lahiri', node: 'true' });
const skyChitraMs = skyMonthMs({ ayanamsa: 'true-chitra', node: 'mean' });

const loadStart = performance.now();
await preloadPlaces();
const loadMs = performance.now() - loadStart;

const queries = ['mum', 'Mumbai', 'new y', 'del', 'bangal', 'lon', 'san fr', 'chen', 'kol', 'pune, india', 'to', 's', 'reykj', 'são p', 'hyd'];
const lookupMs = measure(3000, 300, (i) => {
  searchPlaces(queries[i % queries.length]!, 10);
});

const format = (ms: number): string => `${ms < 1 ? (ms * 1000).toFixed(0) + ' µs' : ms.toFixed(2) + ' ms'}`;
console.log(`full chart with dashas   median ${format(chartMs)}   (target < 1 ms)`);
console.log(`full chart in depth       median ${format(depthMs)}   (target < 5 ms; vargas, ashtakavarga, shadbala, bhava bala, dashas, KP)`);
console.log(`birth-time sensitivity   median ${format(sensitivityMs)}`);
console.log(`place lookup (10 best)   median ${format(lookupMs)}   (target < 1 ms)`);
console.log(`panchang for a day       median ${format(panchangMs)}`);
console.log(`gazetteer load (once)    ${format(loadMs)}`);
console.log(`a month's transit events   median ${format(skyLahiriMs)} Lahiri, ${format(skyRamanMs)} Raman, ${format(skyChitraMs)} True Chitrapaksha, ${format(skyTrueNodeMs)} Lahiri with the true node`);
console.log(JSON.stringify({
  chartMedianMs: chartMs, depthMedianMs: depthMs, sensitivityMedianMs: sensitivityMs, placeLookupMedianMs: lookupMs, panchangMedianMs: panchangMs, gazetteerLoadMs: loadMs,
  skyMonthMedianMs: { lahiri: skyLahiriMs, raman: skyRamanMs, trueChitra: skyChitraMs, lahiriTrueNode: skyTrueNodeMs },
}));
