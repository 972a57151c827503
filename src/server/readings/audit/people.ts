/**
 * The births the audit reads for: generated from a fixed seed, so two runs compare the same people,
 * and spread so that no sign, hour, decade or kind of place is missing. Places carry coordinates
 * and zone directly: the audit must not depend on the gazetteer.
 */
import type { BirthDetails } from './request';

type Place = Pick<BirthDetails, 'city' | 'country' | 'latitude' | 'longitude' | 'timezone'>;

const india = (city: string, latitude: number, longitude: number): Place => ({ city, country: 'India', latitude, longitude, timezone: 'Asia/Kolkata' });

const INDIAN_CITIES: readonly Place[] = [
  india('Mumbai', 19.076, 72.8777), india('Delhi', 28.6139, 77.209), india('Kolkata', 22.5726, 88.3639),
  india('Chennai', 13.0827, 80.2707), india('Bengaluru', 12.9716, 77.5946), india('Hyderabad', 17.385, 78.4867),
  india('Ahmedabad', 23.0225, 72.5714), india('Pune', 18.5204, 73.8567), india('Jaipur', 26.9124, 75.7873),
  india('Lucknow', 26.8467, 80.9462), india('Patna', 25.5941, 85.1376), india('Bhopal', 23.2599, 77.4126),
  india('Kochi', 9.9312, 76.2673), india('Guwahati', 26.1445, 91.7362), india('Srinagar', 34.0837, 74.7973),
  india('Varanasi', 25.3176, 82.9739), india('Bhubaneswar', 20.2961, 85.8245), india('Amritsar', 31.634, 74.8723),
];

const ABROAD: readonly Place[] = [
  { city: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  { city: 'New York', country: 'United States', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  { city: 'Dubai', country: 'United Arab Emirates', latitude: 25.2048, longitude: 55.2708, timezone: 'Asia/Dubai' },
  { city: 'Singapore', country: 'Singapore', latitude: 1.3521, longitude: 103.8198, timezone: 'Asia/Singapore' },
  { city: 'Sydney', country: 'Australia', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
];

/**
 * Names by community, so that a first name goes with a family name it is found with (a man is not
 * called Kaur). First names that are also words of the chart (Rohini, Revati, Ravi, Vishnu…) are
 * left out: the audit masks the person's name before the chart's and would hide them.
 */
interface Community {
  female: readonly string[];
  male: readonly string[];
  /** Family names of women and men alike, unless `femaleLast`/`maleLast` say otherwise. */
  last: readonly string[];
  femaleLast?: readonly string[];
  maleLast?: readonly string[];
}

const COMMUNITIES: readonly Community[] = [
  { female: ['Ananya', 'Priya', 'Neha', 'Pooja', 'Shreya', 'Divya'], male: ['Rohan', 'Vikram', 'Aditya', 'Rahul', 'Vivek', 'Sanjay'], last: ['Sharma', 'Verma', 'Mishra', 'Pandey', 'Yadav', 'Gupta', 'Srivastava'] },
  { female: ['Sneha', 'Aparna', 'Madhuri'], male: ['Nikhil', 'Abhishek', 'Sachin'], last: ['Kulkarni', 'Deshpande', 'Joshi', 'Patil', 'Gokhale'] },
  { female: ['Bhavna', 'Hetal', 'Krupa'], male: ['Jignesh', 'Chirag', 'Hardik'], last: ['Patel', 'Shah', 'Mehta', 'Desai'] },
  { female: ['Nandini', 'Ishita', 'Paromita'], male: ['Sourav', 'Arnab', 'Debashis'], last: ['Banerjee', 'Chatterjee', 'Ghosh', 'Das', 'Mukherjee', 'Bose'] },
  { female: ['Janani', 'Kavya', 'Meenakshi'], male: ['Karthik', 'Suresh', 'Senthil'], last: ['Iyer', 'Subramanian', 'Raman', 'Krishnan'] },
  { female: ['Meera', 'Anjali', 'Lekha'], male: ['Arjun', 'Rajesh', 'Anoop'], last: ['Nair', 'Menon', 'Pillai', 'Kurup'] },
  { female: ['Sravani', 'Deepika', 'Sahana'], male: ['Srinivas', 'Manoj', 'Prakash'], last: ['Reddy', 'Rao', 'Naidu', 'Hegde', 'Shetty'] },
  { female: ['Gurpreet', 'Simran', 'Harleen'], male: ['Harpreet', 'Jaspreet', 'Manpreet'], last: ['Gill', 'Sandhu'], femaleLast: ['Kaur'], maleLast: ['Singh'] },
  { female: ['Farah', 'Zoya', 'Ayesha'], male: ['Farhan', 'Imran', 'Salman'], last: ['Khan', 'Qureshi', 'Ansari', 'Siddiqui'] },
];

/** Mulberry32: a small, well-mixed generator; the same seed always gives the same people. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const AUDIT_SEED = 20261124;

/**
 * `count` births: months, hours and places dealt out in turn from shuffled decks (so 24 or more
 * people cover every hour and every month, and no city comes twice before all have come), years
 * 1950–2008, genders alternating, one person in six born abroad, full names unique.
 */
export function auditPeople(count: number, seed = AUDIT_SEED): BirthDetails[] {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  let months: number[] = [];
  let hours: number[] = [];
  let cities: Place[] = [];
  let abroad: Place[] = [];
  const used = new Set<string>();
  const people: BirthDetails[] = [];
  for (let i = 0; i < count; i++) {
    if (months.length === 0) months = shuffled([...Array(12).keys()], random);
    if (hours.length === 0) hours = shuffled([...Array(24).keys()], random);
    const month = months.pop()!;
    const hour = hours.pop()!;
    const year = 1950 + Math.floor(random() * 59);
    const day = 1 + Math.floor(random() * DAYS_IN_MONTH[month]!);
    const minute = Math.floor(random() * 60);
    const gender = i % 2 === 0 ? 'female' : 'male';
    let name: string;
    do {
      const c = pick(COMMUNITIES);
      const last = [...c.last, ...((gender === 'female' ? c.femaleLast : c.maleLast) ?? [])];
      name = `${pick(gender === 'female' ? c.female : c.male)} ${pick(last)}`;
    } while (used.has(name));
    used.add(name);
    if (i % 6 === 5 && abroad.length === 0) abroad = shuffled(ABROAD, random);
    else if (i % 6 !== 5 && cities.length === 0) cities = shuffled(INDIAN_CITIES, random);
    const place = i % 6 === 5 ? abroad.pop()! : cities.pop()!;
    people.push({ name, gender, date: `${year}-${pad(month + 1)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}`, ...place });
  }
  return people;
}
