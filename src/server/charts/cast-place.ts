import { resolvePlace } from '../../astro/places';
import { INDIA_TIME_ZONE } from '../../shared/india-time';
import type { ProfileView } from '../../shared/profile';

/**
 * Ujjain: the prime meridian of classical Indian astronomy, our stand-in when a birth place
 * cannot be found. The chart is then flagged approximate and the user asked to pick a city.
 */
const UJJAIN = { latitude: 23.1765, longitude: 75.7885, timezone: INDIA_TIME_ZONE };

/**
 * The coordinates and zone a chart is cast for: the stored ones, else the gazetteer's for the
 * name, else Ujjain's (approximate).
 */
export function castPlaceOf(location: ProfileView['birthLocation']): { where: { latitude: number; longitude: number; timezone: string }; approximate: boolean } {
  let coordinates =
    location.latitude !== undefined && location.longitude !== undefined && location.timezone
      ? { latitude: location.latitude, longitude: location.longitude, timezone: location.timezone }
      : null;
  // Older rows, or a place typed without picking a suggestion: try the gazetteer now.
  coordinates ??= resolvePlace(`${location.city}, ${location.country}`);
  return { where: coordinates ?? UJJAIN, approximate: coordinates === null };
}

