import type { PersonInput } from '../../src/shared/person-schema';

/** A person as the family form saves them, picked from the suggestions (with coordinates). */
export function personDetails(overrides: Partial<Record<keyof PersonInput, unknown>> = {}): PersonInput {
  return {
    name: 'Kavya Rao',
    gender: 'female',
    relation: 'spouse',
    birthDate: '1992-08-21',
    birthTime: '23:10',
    birthPlace: 'Bengaluru',
    country: 'India',
    latitude: 12.9716,
    longitude: 77.5946,
    ...overrides,
  } as PersonInput;
}
