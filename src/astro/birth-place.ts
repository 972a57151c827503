import { assertTimeZone } from './local-time';
import { resolvePlace, timezoneAt } from './places';

/** Where a chart is cast: from the gazetteer, or from coordinates the user (or the CLI) gave. */
export interface BirthPlace {
  name: string | null;
  region: string;
  country: string | null;
  latitude: number;
  longitude: number;
  timezone: string;
  source: 'gazetteer' | 'coordinates';
}

export interface BirthPlaceInput {
  /** Free text such as "Mumbai, India". */
  text?: string;
  latitude?: number;
  longitude?: number;
  /** IANA zone; looked up from the coordinates when missing. */
  timezone?: string;
}

/**
 * Turns either free text or coordinates into a place to cast a chart for.
 * Throws a RangeError with a message fit for the user when neither works.
 */
export function resolveBirthPlace(input: BirthPlaceInput): BirthPlace {
  const hasCoordinates = input.latitude !== undefined || input.longitude !== undefined;
  if (input.text !== undefined && hasCoordinates) throw new RangeError('Give either a place name or coordinates, not both');
  if (input.text !== undefined) {
    const place = resolvePlace(input.text);
    if (!place) throw new RangeError(`Unknown place "${input.text}": try "City, Country" or give coordinates`);
    return { ...place, source: 'gazetteer' };
  }
  const { latitude, longitude } = input;
  if (latitude === undefined || longitude === undefined) throw new RangeError('A place needs both latitude and longitude');
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) throw new RangeError(`Invalid latitude ${latitude}: expected −90…90`);
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) throw new RangeError(`Invalid longitude ${longitude}: expected −180…180`);
  const timezone = input.timezone ?? timezoneAt(latitude, longitude);
  assertTimeZone(timezone);
  return { name: null, region: '', country: null, latitude, longitude, timezone, source: 'coordinates' };
}
