/**
 * Stays: each sign a graha occupies during a window, with the real instants it entered and will
 * leave it (found beyond the window when needed), the stations inside the stay, and whether the
 * stay is a re-entry made by a retrograde loop. A reading can then say "in Pisces since March, into
 * Aries in June for a few months, back to Pisces in October" instead of calling every crossing of a
 * sign edge a fresh entry.
 *
 * The events come from `scanGraha`, run over fixed chunks of time aligned to the epoch and kept in
 * a small cache: the searches before and after one window reuse the chunks another window already
 * scanned, and the results of a whole window are memoised like `periodEvents`.
 */
import { ALMANAC_SKY, scanGraha, siderealLongitude, skyKey } from './transit-events';
import type { RawEvent, RawIngress, RawStation, SkyBasis } from './transit-events';
import type { Graha } from './zodiac';

const DAY_MS = 86_400_000;

export interface StayStation {
  atMs: number;
  /** What the graha turns: 'retrograde' (vakri) or 'direct' (margi). */
  station: 'retrograde' | 'direct';
}

export interface TransitStay {
  graha: Graha;
  /** 0–11 from Aries. */
  sign: number;
  /** The ingress into the sign, even long before the window; null if not found within the search horizon. */
  enteredMs: number | null;
  /** The ingress out of the sign, even long after the window; null if not found within the search horizon. */
  leftMs: number | null;
  /** The ingress was made moving backwards; null when the ingress was not found. */
  enteredRetrograde: boolean | null;
  /** Stations between entering and leaving the sign (or the search horizon), in time order. */
  stations: StayStation[];
  /** The graha left this same sign shortly before entering it: a re-entry made by a retrograde loop. */
  returning: boolean;
  /** The graha is in this sign for the whole window. */
  coversWindow: boolean;
}

/**
 * How far to look for the ingress before a window and the one after it: longer than the longest
 * stay of each graha in one sign, retrograde loops included (Saturn can stay about 2.7 years, the
 * mean nodes about 1.6 years, Jupiter a little over a year, Mars up to about 7 months).
 */
const SEARCH_DAYS: Record<Graha, number> = {
  Sun: 40, Moon: 4, Mercury: 120, Venus: 160, Mars: 300, Jupiter: 460, Saturn: 1100, Rahu: 1100, Ketu: 1100,
};

/**
 * How soon after leaving a sign a retrograde loop can bring a graha back into it: the crossing
 * back happens while it is retrograde and the return once it has turned direct again, so the
 * span is at most about twice a retrograde phase (Mercury about 3 weeks, Venus 6, Mars 10,
 * Jupiter 17, Saturn 20). The margins here are generous yet far shorter than a round of the zodiac,
 * so Mercury's or Venus's ordinary yearly return to a sign is not taken for one. The Sun, the
 * Moon and the mean nodes never turn back; the true node wobbles for a few weeks at a time.
 */
const RETURN_DAYS: Record<Graha, number> = {
  Sun: 0, Moon: 0, Mercury: 90, Venus: 150, Mars: 240, Jupiter: 400, Saturn: 450, Rahu: 120, Ketu: 120,
};

/** Days of one scanning chunk: 24 sampling steps of `scanGraha`, short enough that a search seldom scans far past what it needs. */
const CHUNK_DAYS: Record<Graha, number> = {
  Moon: 6, Sun: 168, Mercury: 60, Venus: 72, Mars: 96, Jupiter: 192, Saturn: 192, Rahu: 192, Ketu: 192,
};

const chunkCache = new Map<string, RawEvent[]>();
const CHUNK_CACHE_SIZE = 512;

function chunkEvents(graha: Graha, index: number, basis: SkyBasis): RawEvent[] {
  const key = `${graha}|${skyKey(basis)}|${index}`;
  const hit = chunkCache.get(key);
  if (hit) return hit;
  const size = CHUNK_DAYS[graha] * DAY_MS;
  const events = scanGraha(graha, index * size, (index + 1) * size, basis);
  if (chunkCache.size >= CHUNK_CACHE_SIZE) chunkCache.delete(chunkCache.keys().next().value!);
  chunkCache.set(key, events);
  return events;
}

/**
 * Events of one graha in [fromMs, toMs), in time order. Two scans that meet at a chunk edge can
 * each refine the same station to within the hour around the edge; a repeat is dropped.
 */
function eventsBetween(graha: Graha, fromMs: number, toMs: number, basis: SkyBasis): RawEvent[] {
  const size = CHUNK_DAYS[graha] * DAY_MS;
  const out: RawEvent[] = [];
  for (let i = Math.floor(fromMs / size); i * size < toMs; i++) {
    for (const e of chunkEvents(graha, i, basis)) {
      if (e.atMs < fromMs || e.atMs >= toMs) continue;
      const last = out[out.length - 1];
      if (e.kind === 'station' && last?.kind === 'station' && last.station === e.station && e.atMs - last.atMs < DAY_MS) continue;
      out.push(e);
    }
  }
  return out;
}

const isIngress = (e: RawEvent): e is RawIngress => e.kind === 'ingress';

/** The last ingress at or before `ms` (the one into the sign held at `ms`), searching back chunk by chunk. */
function ingressBefore(graha: Graha, ms: number, basis: SkyBasis): RawIngress | null {
  const size = CHUNK_DAYS[graha] * DAY_MS;
  const horizon = ms - SEARCH_DAYS[graha] * DAY_MS;
  for (let to = ms + 1; to > horizon; to -= size) {
    const found = eventsBetween(graha, Math.max(horizon, to - size), to, basis).filter(isIngress);
    if (found.length > 0) return found[found.length - 1]!;
  }
  return null;
}

/** The first ingress at or after `ms`, searching forward chunk by chunk. */
function ingressAfter(graha: Graha, ms: number, basis: SkyBasis): RawIngress | null {
  const size = CHUNK_DAYS[graha] * DAY_MS;
  const horizon = ms + SEARCH_DAYS[graha] * DAY_MS;
  for (let from = ms; from < horizon; from += size) {
    const found = eventsBetween(graha, from, Math.min(horizon, from + size), basis).find(isIngress);
    if (found) return found;
  }
  return null;
}

function stationsOf(events: readonly RawEvent[]): StayStation[] {
  return events.filter((e): e is RawStation => e.kind === 'station').map((e) => ({ atMs: e.atMs, station: e.station }));
}

/**
 * Whether an entry is a re-entry: the ingress before it crossed the same edge the other way, i.e.
 * came out of this very sign, within the span a retrograde loop takes. `previous` is that ingress
 * when already known; otherwise it is searched for.
 */
function isReturn(graha: Graha, entry: RawIngress, previous: RawIngress | undefined, basis: SkyBasis): boolean {
  const span = RETURN_DAYS[graha] * DAY_MS;
  const isNodeGraha = graha === 'Rahu' || graha === 'Ketu';
  if (span === 0 || (isNodeGraha && basis.node === 'mean')) return false;
  // A planet's retrograde arc is far shorter than a sign (Mars's, the longest, stays under 20°), so
  // crossing an edge backwards always undoes a forward crossing of that edge a few months before.
  if (entry.retrograde && !isNodeGraha) return true;
  const before = previous ?? eventsBetween(graha, entry.atMs - span, entry.atMs, basis).filter(isIngress).pop();
  return before !== undefined && before.fromSign === entry.toSign && entry.atMs - before.atMs <= span;
}

const stayCache = new Map<string, readonly TransitStay[]>();
const STAY_CACHE_SIZE = 128;

/**
 * The stays of a graha overlapping [startMs, endMs), in time order: the first began at or before
 * the start, each next one at an ingress inside the window. Memoised per window.
 */
export function transitStays(graha: Graha, startMs: number, endMs: number, basis: SkyBasis = ALMANAC_SKY): readonly TransitStay[] {
  if (!(endMs > startMs)) throw new RangeError('transitStays: the window must end after it starts');
  const key = `${graha}|${startMs}|${endMs}|${skyKey(basis)}`;
  const hit = stayCache.get(key);
  if (hit) return hit;
  const inside = eventsBetween(graha, startMs + 1, endMs, basis).filter(isIngress);
  const first = ingressBefore(graha, startMs, basis);
  const last = ingressAfter(graha, endMs, basis);
  const entries: Array<RawIngress | null> = [first, ...inside];
  const exits: Array<RawIngress | null> = [...inside, last];
  const firstSign = Math.floor(siderealLongitude(graha, startMs, basis) / 30) % 12;
  const stays = entries.map((entry, i): TransitStay => {
    const exit = exits[i] ?? null;
    const sign = i === 0 ? firstSign : entry!.toSign;
    const from = entry?.atMs ?? startMs - SEARCH_DAYS[graha] * DAY_MS;
    const to = exit?.atMs ?? endMs + SEARCH_DAYS[graha] * DAY_MS;
    return {
      graha, sign,
      enteredMs: entry?.atMs ?? null,
      leftMs: exit?.atMs ?? null,
      enteredRetrograde: entry ? entry.retrograde : null,
      stations: stationsOf(eventsBetween(graha, from, to, basis)),
      returning: entry ? isReturn(graha, entry, i > 0 ? entries[i - 1] ?? undefined : undefined, basis) : false,
      coversWindow: entries.length === 1,
    };
  });
  if (stayCache.size >= STAY_CACHE_SIZE) stayCache.delete(stayCache.keys().next().value!);
  stayCache.set(key, stays);
  return stays;
}

/** The stay of a graha that contains an instant. */
export function stayAt(graha: Graha, ms: number, basis: SkyBasis = ALMANAC_SKY): TransitStay {
  return transitStays(graha, ms, ms + 1, basis)[0]!;
}
