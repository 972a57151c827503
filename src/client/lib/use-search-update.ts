import { useSearchParams } from 'react-router';
import type { Place } from './places-api';

/**
 * A page whose choices live in the address: the parameters, a way to change some of them (null
 * removes one), and a picked city written as lat, lon and its name.
 */
export function useSearchUpdate<K extends string>() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Partial<Record<K | 'lat' | 'lon' | 'place', string | null>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, value as string);
    }
    setSearch(next);
  };
  const pickPlace = (place: Place) =>
    update({ lat: place.latitude.toFixed(4), lon: place.longitude.toFixed(4), place: [place.name, place.country].filter(Boolean).join(', ') } as Partial<Record<K | 'lat' | 'lon' | 'place', string | null>>);
  return { search, update, pickPlace };
}
