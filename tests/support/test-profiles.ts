/** Birth data with known coordinates for the composer's tests (no gazetteer lookup needed). */
import { buildChart } from '../../src/astro/chart';
import { computeDashas } from '../../src/astro/dasha';
import type { ProfileView } from '../../src/shared/profile';
import { profileFor } from '../../src/server/readings/audit/request';
import type { BirthDetails } from '../../src/server/readings/audit/request';
import type { ReadingType } from '../../src/shared/reading-types';
import type { BirthChart } from '../../src/server/charts/chart-service';
import { buildReadingFacts, type ReadingFacts, type Reader } from '../../src/composer';
import { readerOf } from '../../src/server/residence/reader';

/** Birth details with coordinates, as the command line and the audit take them. */
export type TestPerson = BirthDetails;

export const PEOPLE: readonly TestPerson[] = [
  { name: 'Asha Verma', gender: 'female', date: '1990-05-15', time: '14:30', city: 'Mumbai', country: 'India', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  { name: 'Rohan Mehta', gender: 'male', date: '1985-11-02', time: '06:10', city: 'Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  { name: 'Priya', gender: 'female', date: '2001-02-28', time: '23:45', city: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  { name: 'Karthik Subramanian', gender: 'male', date: '1972-08-09', time: '04:05', city: 'Chennai', country: 'India', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' },
  { name: 'Meera Nair', gender: 'female', date: '1998-12-21', time: '19:20', city: 'New York', country: 'United States', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  { name: 'Arjun Singh', gender: 'male', date: '1964-03-03', time: '11:55', city: 'Sydney', country: 'Australia', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
];

export const profileOf: (p: TestPerson) => ProfileView = profileFor;

/** What chart-service's birthChartOf returns for a profile with coordinates. */
export function birthOf(p: TestPerson): BirthChart {
  const chart = buildChart({ date: p.date, time: p.time, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone });
  return {
    chart, dashas: computeDashas(chart), approximate: false, approximateReason: null, timeKnown: true,
    place: { city: p.city, country: p.country, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone },
  };
}

const births = new Map<TestPerson, BirthChart>();

/** The facts of a reading; `reader` is where the person lives now (the birth place when left out). */
export function factsFor(p: TestPerson, readingType: ReadingType, now: Date, reader?: Reader): ReadingFacts {
  let birth = births.get(p);
  if (!birth) births.set(p, (birth = birthOf(p)));
  const profile = profileOf(p);
  return buildReadingFacts({ profile, birth, readingType, now, reader: reader ?? readerOf(profile) });
}

const CITIES = [
  { city: 'Kolkata', country: 'India', latitude: 22.5726, longitude: 88.3639, timezone: 'Asia/Kolkata' },
  { city: 'Bengaluru', country: 'India', latitude: 12.9716, longitude: 77.5946, timezone: 'Asia/Kolkata' },
  { city: 'Jaipur', country: 'India', latitude: 26.9124, longitude: 75.7873, timezone: 'Asia/Kolkata' },
  { city: 'Dubai', country: 'United Arab Emirates', latitude: 25.2048, longitude: 55.2708, timezone: 'Asia/Dubai' },
  { city: 'Singapore', country: 'Singapore', latitude: 1.3521, longitude: 103.8198, timezone: 'Asia/Singapore' },
  { city: 'Toronto', country: 'Canada', latitude: 43.6532, longitude: -79.3832, timezone: 'America/Toronto' },
];
const NAMES = ['Ananya Rao', 'Vikram', 'Sneha Kulkarni', 'Farhan Ali', 'Lakshmi Iyer', 'Dev Patel', 'Nandini Ghosh', 'Aditya Joshi', 'Zoya Khan', 'Siddharth Bose', 'Ishita', 'Manoj Kumar', 'Tara Menon', 'Rahul Dutta'];

/** More birth data, spread over decades, hours and places (deterministic). */
export function morePeople(count: number): TestPerson[] {
  return Array.from({ length: count }, (_, i) => {
    const place = CITIES[i % CITIES.length]!;
    const year = 1950 + ((i * 17) % 60);
    const month = 1 + ((i * 5) % 12);
    const day = 1 + ((i * 11) % 28);
    const hour = (i * 7 + 3) % 24;
    const minute = (i * 13) % 60;
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      name: NAMES[i % NAMES.length]!, gender: i % 2 ? 'male' : 'female', date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}`, ...place,
    };
  });
}
