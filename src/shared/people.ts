// Kept free of zod, like shared/profile.ts: list pages and the navbar may import it cheaply.
import type { BirthTimeKnowledge } from './birth-time';
import type { genders } from './profile';

/** How many people besides themselves one account may save. */
export const PEOPLE_LIMIT = 10;

/** Who a saved person is to the account holder: a fixed list, so every language can name each one. */
export const relations = ['spouse', 'partner', 'child', 'parent', 'sibling', 'grandparent', 'friend', 'other'] as const;
export type Relation = (typeof relations)[number];
export const isRelation = (value: string): value is Relation => (relations as readonly string[]).includes(value);

/** A saved person as the API returns it. */
export type PersonView = BirthTimeKnowledge & {
  id: string;
  name: string;
  gender: (typeof genders)[number];
  relation: Relation;
  birthDate: string;
  birthTime: string;
  birthLocation: { city: string; country: string; latitude?: number; longitude?: number; timezone?: string };
  createdAt: string;
  updatedAt: string;
};
