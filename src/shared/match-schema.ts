import { z } from 'zod';
import { uuidPattern } from './uuid';
import { messages } from './messages';
import { birthDetailsFields, checkBirthTime, onceBirthTimeParsed } from './profile-schema';

/**
 * One side of a match: the user's own chart, a person they saved, or someone typed in for this
 * match only (the birth-details form's fields and rules, without the email; nothing is saved but
 * the report).
 */
export const matchSideSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('me') }),
    z.object({ kind: z.literal('person'), id: z.string().regex(uuidPattern, messages.matchPersonMissing) }),
    birthDetailsFields.omit({ email: true }).extend({ kind: z.literal('new') }).superRefine(checkBirthTime, onceBirthTimeParsed),
  ],
  messages.matchChooseTwo,
);

export const matchRequestSchema = z.object({ a: matchSideSchema, b: matchSideSchema });

export type MatchSideInput = z.input<typeof matchSideSchema>;
export type MatchSide = z.output<typeof matchSideSchema>;
export type MatchRequest = z.output<typeof matchRequestSchema>;

