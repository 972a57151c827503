/**
 * Civil birth time → UTC instant, with Node's built-in IANA time-zone data (ICU), so historical
 * offsets (India's Madras time and war time, British and American summer time) come out right.
 *
 * Rules, documented for the user:
 * - Skipped hour (clocks spring forward, e.g. 01:30 on a UK spring-change day): the time is read
 *   with the offset in force before the change, which lands after the gap — 01:30 GMT becomes
 *   02:30 BST. Same as JavaScript Temporal's 'compatible' disambiguation.
 * - Repeated hour (clocks fall back): the earlier of the two instants (the first pass, still on
 *   summer time), as Temporal's 'compatible'.
 * - India before 1906: Node's data gives Madras Mean Time (+5:21:10), the railway and telegraph time
 *   of British India from 1870, and before that Howrah/Calcutta mean time. Births recorded in a
 *   city's own local mean time (Bombay kept +4:51 until 1955, Calcutta +5:53 until 1948) can use
 *   `rule: 'lmt'`, which takes the offset from the birth longitude (4 minutes per degree).
 * - 1941–1945 war time in India (+6:30) and double summer time in Britain come from the zone data.
 */

export type TimeRule = 'zone' | 'lmt';
export type LocalTimeKind = 'normal' | 'skipped' | 'repeated' | 'lmt';

export interface LocalTimeResolution {
  /** The instant, as milliseconds since 1970-01-01 UTC. */
  utcMs: number;
  /** Offset from UTC used, in seconds (IST = 19800). */
  offsetSeconds: number;
  kind: LocalTimeKind;
  /** A sentence for the user when the time was not a plain, unique local time. */
  note: string | null;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Parses 'YYYY-MM-DD' and 'HH:MM[:SS]'; throws a RangeError with a readable message. */
export function parseCivil(date: string, time: string): CivilDateTime {
  const d = DATE_RE.exec(date);
  if (!d) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD`);
  const t = TIME_RE.exec(time);
  if (!t) throw new RangeError(`Invalid time "${time}": expected HH:MM or HH:MM:SS (24-hour)`);
  const civil = {
    year: Number(d[1]), month: Number(d[2]), day: Number(d[3]),
    hour: Number(t[1]), minute: Number(t[2]), second: Number(t[3] ?? 0),
  };
  const check = new Date(Date.UTC(civil.year, civil.month - 1, civil.day));
  if (check.getUTCFullYear() !== civil.year || check.getUTCMonth() !== civil.month - 1 || check.getUTCDate() !== civil.day) {
    throw new RangeError(`Invalid date "${date}": no such day`);
  }
  if (civil.hour > 23 || civil.minute > 59 || civil.second > 59) throw new RangeError(`Invalid time "${time}"`);
  if (civil.year < 1800 || civil.year > 2399) throw new RangeError(`Date "${date}" is outside 1800–2399`);
  return civil;
}

function civilAsUtcMs(c: CivilDateTime): number {
  const ms = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return ms;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone, hourCycle: 'h23', era: 'short',
        year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone "${timeZone}"`);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError unless the IANA zone is known to this Node. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The civil date and time shown on clocks in a zone at an instant (seconds precision). */
export function civilAt(utcMs: number, timeZone: string): CivilDateTime {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const out: CivilDateTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year': out.year = Number(p.value); break;
      case 'month': out.month = Number(p.value); break;
      case 'day': out.day = Number(p.value); break;
      case 'hour': out.hour = Number(p.value); break;
      case 'minute': out.minute = Number(p.value); break;
      case 'second': out.second = Number(p.value); break;
      case 'era': bc = p.value.startsWith('B'); break;
    }
  }
  if (bc) out.year = 1 - out.year;
  return out;
}

/** UTC offset of a zone at an instant, in seconds (local mean times keep their seconds). */
export function offsetSecondsAt(utcMs: number, timeZone: string): number {
  const whole = Math.floor(utcMs / 1000) * 1000;
  return Math.round((civilAsUtcMs(civilAt(whole, timeZone)) - whole) / 1000);
}

/** Offset in seconds of local mean time at a longitude (east positive): 240 s per degree. */
export function localMeanTimeOffsetSeconds(longitude: number): number {
  return Math.round(longitude * 240);
}

const DAY_MS = 86_400_000;

export interface LocalToUtcOptions {
  rule?: TimeRule;
  /** Needed for `rule: 'lmt'`. */
  longitude?: number;
}

/** Civil date 'YYYY-MM-DD' and time 'HH:MM[:SS]' in an IANA zone → the UTC instant. */
export function localToUtc(date: string, time: string, timeZone: string, options: LocalToUtcOptions = {}): LocalTimeResolution {
  const civil = parseCivil(date, time);
  const wall = civilAsUtcMs(civil);
  if (options.rule === 'lmt') {
    if (options.longitude === undefined) throw new RangeError('Local mean time needs the birth longitude');
    const offsetSeconds = localMeanTimeOffsetSeconds(options.longitude);
    return {
      utcMs: wall - offsetSeconds * 1000, offsetSeconds, kind: 'lmt',
      note: `Read as local mean time of the birth place (UTC${formatOffset(offsetSeconds)}).`,
    };
  }
  assertTimeZone(timeZone);
  // The offsets in force a day either side bracket any single change; try each.
  const before = offsetSecondsAt(wall - DAY_MS, timeZone);
  const after = offsetSecondsAt(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * 1000)
    .filter((ms) => civilAsUtcMs(civilAt(ms, timeZone)) === wall);
  if (candidates.length === 0) {
    // Also covers a change within the day that is not bracketed (rare); re-check around the wall time.
    const near = offsetSecondsAt(wall - before * 1000, timeZone);
    if (civilAsUtcMs(civilAt(wall - near * 1000, timeZone)) === wall) {
      return { utcMs: wall - near * 1000, offsetSeconds: near, kind: 'normal', note: null };
    }
    const utcMs = wall - before * 1000;
    const offsetSeconds = offsetSecondsAt(utcMs, timeZone);
    const shown = civilAt(utcMs, timeZone);
    return {
      utcMs, offsetSeconds, kind: 'skipped',
      note: `${time} did not exist on ${date} in ${timeZone}: the clocks moved forward. ` +
        `It was read as ${pad(shown.hour)}:${pad(shown.minute)} (UTC${formatOffset(offsetSeconds)}).`,
    };
  }
  if (candidates.length === 1) {
    const utcMs = candidates[0]!;
    return { utcMs, offsetSeconds: (wall - utcMs) / 1000, kind: 'normal', note: null };
  }
  const utcMs = Math.min(...candidates);
  const offsetSeconds = (wall - utcMs) / 1000;
  return {
    utcMs, offsetSeconds, kind: 'repeated',
    note: `${time} happened twice on ${date} in ${timeZone}: the clocks moved back. ` +
      `The first one (UTC${formatOffset(offsetSeconds)}) was used.`,
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** '+05:30', '-04:56:02' */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const s = abs % 60;
  return `${sign}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

/** 'YYYY-MM-DD' of an instant on the clocks of a zone. */
export function formatLocalDate(utcMs: number, timeZone: string): string {
  const c = civilAt(utcMs, timeZone);
  return `${String(c.year).padStart(4, '0')}-${pad(c.month)}-${pad(c.day)}`;
}

/** ISO-8601 local time with its offset, e.g. '2024-01-15T07:14:32+05:30'. */
export function formatLocalDateTime(utcMs: number, timeZone: string): string {
  // ISO-8601 offsets have no seconds, so a local mean time offset is rounded to the minute and
  // the wall time shown with that same offset, keeping the string an exact instant.
  const offset = Math.round(offsetSecondsAt(utcMs, timeZone) / 60) * 60;
  const d = new Date(Math.floor(utcMs / 1000) * 1000 + offset * 1000);
  const date = `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${formatOffset(offset)}`;
}
