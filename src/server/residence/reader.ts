import type { ProfileView } from '../../shared/profile';
import type { ReaderSettingsView, ResidencePlace } from '../../shared/residence';
import { castPlaceOf } from '../charts/cast-place';
import { regionalLunarMonth } from './regional-lunar-month';
import type { Reader } from '../../composer';

/** The profile's reader settings as the API shows them: a chosen convention, else the region's. */
export function readerSettingsOf(row: { residence: ResidencePlace | null; lunarMonth: string | null; birthLocation: ProfileView['birthLocation'] }): ReaderSettingsView {
  const chosen = row.lunarMonth === 'amanta' || row.lunarMonth === 'purnimanta' ? row.lunarMonth : null;
  const regional = regionalLunarMonth(row.residence, row.birthLocation);
  return { residence: row.residence, lunarMonth: { convention: chosen ?? regional, chosen: chosen !== null, regional } };
}

/**
 * The account holder as a reader: their residence, or the birth place the chart was cast for
 * when they live there (the default). Also the reader of a saved person's daily advice: the
 * account holder reads it, on their own day.
 */
export function readerOf(profile: Pick<ProfileView, 'birthLocation' | 'residence' | 'lunarMonth'>): Reader {
  const home = profile.residence ?? null;
  const birth = profile.birthLocation;
  const where = home ?? { city: birth.city, country: birth.country, ...castPlaceOf(birth).where };
  return {
    place: { label: where.city || where.country, latitude: where.latitude, longitude: where.longitude, timezone: where.timezone },
    lunarMonth: profile.lunarMonth?.convention ?? regionalLunarMonth(home, profile.birthLocation),
  };
}
