/**
 * The cities of the gazetteer by the name a URL gives them: '/panchang/new-delhi'. A slug is the
 * city's name in lower case with hyphens. Where two cities share a name, the one people mean by it
 * alone keeps the bare slug when it is at least ten times as populous as the next (London,
 * Toronto, Delhi); otherwise each is told apart by its region ('hyderabad-telangana',
 * 'hyderabad-sindh'), or by its country where the region does not tell them apart or is not known.
 * A bare slug shared by comparable cities still finds the most populous, whose own slug is then
 * the canonical one (the page redirects there).
 */
import { cityAt, cityIdentities, countryName, type CityIdentity, type Place } from './places';

/**
 * The name a city is looked for under, where GeoNames keeps another (an older spelling, or a
 * longer form). The GeoNames name still finds the city, and redirects to its page.
 */
const COMMON_NAMES: Readonly<Record<string, string>> = {
  'New York City': 'New York',
  'Washington, D.C.': 'Washington',
  Cochin: 'Kochi',
  'Hāora': 'Howrah',
};

const DOMINANT = 10;

export function slugify(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

interface SlugIndex {
  /** Canonical slug → city index. */
  byCanonical: Map<string, number>;
  /** City index → canonical slug. */
  canonicalOf: Map<number, string>;
  /** Bare name slug → the most populous city of that name (for names shared by comparable cities). */
  byBareName: Map<string, number>;
}

let index: SlugIndex | null = null;

function buildIndex(): SlugIndex {
  const byName = new Map<string, CityIdentity[]>();
  for (const city of cityIdentities()) {
    const key = slugify(COMMON_NAMES[city.name] ?? city.name);
    if (!key) continue;
    const list = byName.get(key);
    if (list) list.push(city);
    else byName.set(key, [city]);
  }
  const byCanonical = new Map<string, number>();
  const canonicalOf = new Map<number, string>();
  const byBareName = new Map<string, number>();
  const claim = (slug: string, city: CityIdentity) => {
    if (byCanonical.has(slug)) return false;
    byCanonical.set(slug, city.index);
    canonicalOf.set(city.index, slug);
    return true;
  };
  for (const [name, list] of byName) {
    list.sort((a, b) => b.population - a.population);
    byBareName.set(name, list[0]!.index);
    // The GeoNames spelling of a renamed city leads to it too ('cochin' → Kochi), unless a city
    // of that very name has it.
    for (const city of list) {
      const own = slugify(city.name);
      if (own !== name && !byName.has(own)) byBareName.set(own, city.index);
    }
    const [first, second] = list;
    if (!second || first!.population >= DOMINANT * second.population) {
      claim(name, first!);
      if (!second) continue;
    }
    for (const city of list) {
      if (canonicalOf.has(city.index)) continue;
      const regionSlug = city.region ? slugify(city.region) : '';
      const sameRegion = regionSlug && list.filter((c) => c.region === city.region).length === 1;
      const country = slugify(countryName(city.countryCode));
      // The smaller of two same-named towns in one region and country has no slug of its own.
      if (sameRegion && claim(`${name}-${regionSlug}`, city)) continue;
      if (claim(`${name}-${country}`, city)) continue;
      if (regionSlug) claim(`${name}-${regionSlug}-${country}`, city);
    }
  }
  return { byCanonical, canonicalOf, byBareName };
}

function slugIndex(): SlugIndex {
  index ??= buildIndex();
  return index;
}

/**
 * Builds the slug index now (under a second on this machine, one pass over the gazetteer), so that
 * the server does it once after start-up rather than inside a visitor's first city page.
 */
export function preloadCitySlugs(): void {
  slugIndex();
}

/** The city a slug names, with its canonical slug (the same slug unless a bare shared name was given). */
export function cityForSlug(slug: string): { place: Place; slug: string } | null {
  const { byCanonical, canonicalOf, byBareName } = slugIndex();
  const at = byCanonical.get(slug) ?? byBareName.get(slug);
  if (at === undefined) return null;
  const canonical = canonicalOf.get(at);
  return canonical ? { place: { ...cityAt(at), name: displayName(cityAt(at).name) }, slug: canonical } : null;
}

/** The canonical slug of a gazetteer place (as the place search returns it), or null. */
export function slugForPlace(place: Pick<Place, 'name' | 'latitude' | 'longitude'>): string | null {
  const { byBareName, canonicalOf } = slugIndex();
  const name = slugify(COMMON_NAMES[place.name] ?? place.name);
  // Same-named cities are matched by coordinates.
  for (const [slug, i] of byCanonicalEntries(name)) {
    const city = cityAt(i);
    if (Math.abs(city.latitude - place.latitude) < 1e-4 && Math.abs(city.longitude - place.longitude) < 1e-4) return slug;
  }
  const bare = byBareName.get(name);
  return bare === undefined ? null : (canonicalOf.get(bare) ?? null);
}

function* byCanonicalEntries(name: string): Generator<[string, number]> {
  for (const [slug, i] of slugIndex().byCanonical) if (slug === name || slug.startsWith(`${name}-`)) yield [slug, i];
}

/** The name a page shows for a city. */
export function displayName(name: string): string {
  return COMMON_NAMES[name] ?? name;
}
