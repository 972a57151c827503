import { cityForSlug, slugForPlace } from '../../astro/city-slugs';
import { formatLocalDateTime } from '../../astro/local-time';
import { bodyOf, buildChart } from '../../astro/chart';
import { chartChoicesOf } from '../../shared/chart-choices';
import { findMuhurtas, type MuhurtaCut, type MuhurtaGrade, type MuhurtaReason, type MuhurtaSearch } from '../../astro/muhurta';
import type { BlackoutKind, MuhurtaEvent } from '../../astro/muhurta-rules';
import { forPeople, type BirthMoon } from '../../astro/muhurta-personal';
import { ALMANAC_SKY, type SkyBasis } from '../../astro/transit-events';
import type { Paksha } from '../../astro/panchang';
import type { ProfileView } from '../../shared/profile';
import { castPlaceOf } from '../charts/cast-place';
import type { PanchangPlace } from '../panchang/panchang-service';

/**
 * Whether the windows were narrowed to the chosen people's Moons: 'applied' in a saved personal
 * result (personal-service.ts, paid like a reading); 'off' in the free general search.
 */
export type PersonalFilter = 'applied' | 'off';

/** A window as the API sends it: local times with the place's offset, names and keys for the page to word. */
export type MuhurtaWindowView = {
  /** The panchang day the window belongs to (the date of its sunrise at the place): a night window runs past midnight. */
  day: string;
  start: string;
  end: string;
  grade: MuhurtaGrade;
  tithi: { number: number; name: string; paksha: Paksha };
  nakshatra: { index: number; name: string };
  yoga: { number: number; name: string };
  /** One karana, or two when it changes inside the window. */
  karanas: string[];
  /** The rising sign (0 Mesha … 11 Meena) for events timed by the lagna. */
  lagna?: number;
  why: MuhurtaReason[];
  avoided: Array<Omit<MuhurtaCut, 'startMs' | 'endMs'> & { start: string; end: string }>;
};

export type MuhurtaView = {
  purpose: MuhurtaEvent;
  from: string;
  to: string;
  place: PanchangPlace;
  /** The place's city among the public pages' (/muhurta/{event}/{year}/{city}), or null when it is none of them. */
  citySlug: string | null;
  personal: PersonalFilter;
  windows: MuhurtaWindowView[];
  blackouts: Array<{ kind: BlackoutKind; start: string; end: string }>;
};

/** Local time to the minute, with the place's offset: '2026-02-05T07:12:00+05:30'. */
const localMinute = (ms: number, timezone: string) => formatLocalDateTime(Math.round(ms / 60_000) * 60_000, timezone);

/**
 * The searches made lately, by event, range and place: a year's search takes a second or two, and
 * the same few (this season's weddings at a handful of cities) are asked for again and again. The
 * personal filter runs over a cached search, so it costs nothing more. Oldest out first.
 */
const recent = new Map<string, MuhurtaSearch>();
const RECENT_MAX = 60;

function searchFor(purpose: MuhurtaEvent, place: PanchangPlace, from: string, to: string): MuhurtaSearch {
  const key = `${purpose}|${from}|${to}|${place.latitude}|${place.longitude}|${place.timezone}`;
  let search = recent.get(key);
  if (search) {
    recent.delete(key);
  } else {
    search = findMuhurtas(purpose, { latitude: place.latitude, longitude: place.longitude, timezone: place.timezone }, from, to);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  recent.set(key, search);
  return search;
}

/**
 * The birth Moon's nakshatra and sign of complete birth details, cast where the chart is cast and
 * with the account's ayanamsa and node (docs/decisions/046), the janma nakshatra its Kundli shows,
 * labelled with the person's name for the reasons. The day's Moon it is counted to is taken in the
 * same zodiac (`muhurtasFor`'s basis), while the windows themselves stay the almanac's days.
 */
export function birthMoonOf(
  person: Pick<ProfileView, 'name' | 'birthDate' | 'birthTime' | 'birthLocation'>,
  choices: ProfileView['chartChoices'],
): BirthMoon {
  const { where } = castPlaceOf(person.birthLocation);
  const { ayanamsa, node } = chartChoicesOf(choices);
  const chart = buildChart({ date: person.birthDate, time: person.birthTime, latitude: where.latitude, longitude: where.longitude, timezone: where.timezone, ayanamsa, node });
  const moon = bodyOf(chart, 'Moon');
  return { label: person.name, nakshatra: moon.nakshatra, sign: moon.sign };
}

/** Within this many degrees of latitude and longitude a place is the gazetteer's city of that name. */
const SAME_CITY_DEGREES = 0.1;

/** The slug of the public pages' city a place is: by its name (the label's first part) and where it lies. */
export function citySlugOf(place: Pick<PanchangPlace, 'label' | 'latitude' | 'longitude'>): string | null {
  const slug = slugForPlace({ name: place.label.split(',')[0]!.trim(), latitude: place.latitude, longitude: place.longitude });
  const city = slug ? cityForSlug(slug) : null;
  if (!city) return null;
  const near = Math.abs(city.place.latitude - place.latitude) < SAME_CITY_DEGREES && Math.abs(city.place.longitude - place.longitude) < SAME_CITY_DEGREES;
  return near ? city.slug : null;
}

/** The windows for `purpose` at `place` from `from` to `to` (inclusive), narrowed to every one of `people` when there are any. */
export function muhurtasFor(purpose: MuhurtaEvent, place: PanchangPlace, from: string, to: string, people: readonly BirthMoon[] = [], basis: SkyBasis = ALMANAC_SKY): MuhurtaView {
  const search = searchFor(purpose, place, from, to);
  // The windows are the almanac's (Lahiri) days; the people's tara, chandra, Guru and Surya bala are
  // counted in their own zodiac, the one their birth Moons were cast in.
  const windows = people.length ? forPeople(search.windows, people, basis) : search.windows;
  const tz = place.timezone;
  return {
    purpose,
    from,
    to,
    place,
    citySlug: citySlugOf(place),
    personal: people.length ? 'applied' : 'off',
    windows: windows.map((w) => {
      return {
        day: w.day,
        start: localMinute(w.startMs, tz),
        end: localMinute(w.endMs, tz),
        grade: w.grade,
        tithi: w.tithi,
        nakshatra: w.nakshatra,
        yoga: w.yoga,
        karanas: w.karana.name.split(', '),
        ...(w.lagna ? { lagna: w.lagna.sign } : {}),
        why: w.why,
        avoided: w.cuts.map(({ startMs, endMs, ...cut }) => ({ ...cut, start: localMinute(startMs, tz), end: localMinute(endMs, tz) })),
      };
    }),
    blackouts: search.blackouts.map((b) => ({ kind: b.kind, start: localMinute(b.startMs, tz), end: localMinute(b.endMs, tz) })),
  };
}
