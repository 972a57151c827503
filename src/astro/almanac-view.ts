/**
 * The almanac of a day as JSON, for `npm run panchang` and the API alike: every instant is a local
 * ISO-8601 time carrying the place's UTC offset, rounded to the nearest minute as almanacs print
 * them, so a period's end and the next one's start read the same. Names are the engine's own (the
 * browser looks up their Hindi), and each limb lists, after the one running at sunrise, every one
 * that begins before the next sunrise.
 */
import type { Almanac } from './almanac';
import type { ChoghadiyaName, ChoghadiyaNature, ChoghadiyaPeriod } from './choghadiya';
import type { GowriName, GowriPeriod, GowriQuality } from './gowri';
import type { KaalPeriod } from './kaal';
import type { LimbSpan } from './limb-spans';
import { formatLocalDateTime } from './local-time';
import type { LunarMonthName } from './lunar-month';
import type { Paksha } from './panchang';
import type { SamvatsaraName } from './samvatsaras';
import type { TamilMonthName } from './tamil-calendar';

export interface SpanView {
  start: string;
  end: string;
}

/** A limb with the instant it ends, and those that follow it before the next sunrise. */
export type LimbView<T> = T & { endsAt: string; next: Array<T & { endsAt: string }> };

export interface ChoghadiyaView extends SpanView {
  name: ChoghadiyaName;
  nature: ChoghadiyaNature;
}

export interface GowriView extends SpanView {
  name: GowriName;
  quality: GowriQuality;
}

export interface MonthView {
  name: LunarMonthName;
  adhika: boolean;
}

export interface AlmanacView {
  date: string;
  vara: { index: number; name: string; english: string };
  /** Null where the Sun does not rise or set that day (polar day or night). */
  sunrise: string | null;
  sunset: string | null;
  nextSunrise: string | null;
  /** Within the panchang day (sunrise to the next sunrise): may fall on the next civil date, or be null. */
  moonrise: string | null;
  moonset: string | null;
  tithi: LimbView<{ number: number; name: string; paksha: Paksha }>;
  nakshatra: LimbView<{ index: number; name: string; english: string }> & { pada: number };
  yoga: LimbView<{ number: number; name: string }>;
  karana: LimbView<{ number: number; name: string }>;
  rahuKaal: SpanView | null;
  yamaganda: SpanView | null;
  gulikaKaal: SpanView | null;
  /** Not used on Wednesdays (inUse false), though its times are given. */
  abhijitMuhurta: (SpanView & { inUse: boolean }) | null;
  brahmaMuhurta: SpanView | null;
  choghadiya: { day: ChoghadiyaView[]; night: ChoghadiyaView[] } | null;
  /** The day's festivals, fasts and Sankranti by their English names… */
  festivals: string[];
  /** …and by key and kind, for a page that words them in its own language. */
  observances: Array<{ key: string; name: string; kind: 'vrat' | 'festival' | 'sankranti' }>;
  month: { amanta: MonthView; purnimanta: MonthView; paksha: Paksha };
  samvat: { vikram: number; vikramKartikadi: number; shaka: number; samvatsara: { number: number; name: SamvatsaraName } };
  /** Null where the Sun does not both rise and set that day. */
  gowri: { day: GowriView[]; night: GowriView[] } | null;
  nallaNeram: { day: SpanView[]; night: SpanView[] } | null;
  /** The Tamil solar date: month (Chithirai first), its day, and the year's name from Chithirai 1. */
  tamil: { month: { index: number; name: TamilMonthName }; day: number; year: { number: number; name: SamvatsaraName } };
  /** The Telugu (amanta) month and the year's name from Ugadi. */
  telugu: { month: { index: number; name: LunarMonthName; adhika: boolean }; year: { number: number; name: SamvatsaraName } };
}

const MINUTE_MS = 60_000;

/** The first span (running at sunrise) with its end, and the ones after it. */
function limbView<S extends LimbSpan, F extends object>(spans: S[], fields: (s: S) => F, at: (ms: number) => string): LimbView<F> {
  const [first, ...rest] = spans.map((s) => ({ ...fields(s), endsAt: at(s.endMs) }));
  if (!first) throw new RangeError('A limb needs at least the span running at sunrise');
  return { ...first, next: rest };
}

/** The almanac as JSON, its times in the zone given (the place's). */
export function almanacView(a: Almanac, timezone: string): AlmanacView {
  const at = (ms: number) => formatLocalDateTime(Math.round(ms / MINUTE_MS) * MINUTE_MS, timezone);
  const atOrNull = (ms: number | null) => (ms === null ? null : at(ms));
  const span = (p: KaalPeriod | null): SpanView | null => (p ? { start: at(p.startMs), end: at(p.endMs) } : null);
  const limb = <S extends LimbSpan, F extends object>(spans: S[], fields: (s: S) => F) => limbView(spans, fields, at);
  const period = (p: ChoghadiyaPeriod): ChoghadiyaView => ({ name: p.name, nature: p.nature, start: at(p.startMs), end: at(p.endMs) });
  const month = (m: { name: LunarMonthName; adhika: boolean }): MonthView => ({ name: m.name, adhika: m.adhika });
  const gowri = (p: GowriPeriod): GowriView => ({ name: p.name, quality: p.quality, start: at(p.startMs), end: at(p.endMs) });
  const spans = (ps: KaalPeriod[]): SpanView[] => ps.map((p) => ({ start: at(p.startMs), end: at(p.endMs) }));
  return {
    date: a.date,
    vara: a.vara,
    sunrise: atOrNull(a.sunriseMs),
    sunset: atOrNull(a.sunsetMs),
    nextSunrise: atOrNull(a.nextSunriseMs),
    moonrise: atOrNull(a.moonriseMs),
    moonset: atOrNull(a.moonsetMs),
    tithi: limb(a.limbs.tithi, ({ number, name, paksha }) => ({ number, name, paksha })),
    nakshatra: { ...limb(a.limbs.nakshatra, ({ index, name, english }) => ({ index, name, english })), pada: a.nakshatraPada },
    yoga: limb(a.limbs.yoga, ({ number, name }) => ({ number, name })),
    karana: limb(a.limbs.karana, ({ number, name }) => ({ number, name })),
    rahuKaal: span(a.rahuKaal),
    yamaganda: span(a.yamaganda),
    gulikaKaal: span(a.gulikaKaal),
    abhijitMuhurta: a.abhijit ? { start: at(a.abhijit.startMs), end: at(a.abhijit.endMs), inUse: a.abhijit.inUse } : null,
    brahmaMuhurta: span(a.brahmaMuhurta),
    choghadiya: a.choghadiya ? { day: a.choghadiya.day.map(period), night: a.choghadiya.night.map(period) } : null,
    festivals: a.observances.map((o) => o.name),
    observances: a.observances.map(({ key, name, kind }) => ({ key, name, kind })),
    month: { amanta: month(a.lunar.amanta), purnimanta: month(a.lunar.purnimanta), paksha: a.lunar.paksha },
    samvat: { vikram: a.samvat.vikram, vikramKartikadi: a.samvat.vikramKartikadi, shaka: a.samvat.shaka, samvatsara: a.samvat.samvatsara },
    gowri: a.gowri ? { day: a.gowri.day.map(gowri), night: a.gowri.night.map(gowri) } : null,
    nallaNeram: a.nallaNeram ? { day: spans(a.nallaNeram.day), night: spans(a.nallaNeram.night) } : null,
    tamil: { month: a.tamil.month, day: a.tamil.day, year: a.tamil.year },
    telugu: a.telugu,
  };
}
