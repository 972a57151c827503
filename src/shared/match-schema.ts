import { z } from 'zod';
import { uuidPattern } from './uuid';
import { messages } from './messages';
import { birthDetailsFields, checkBirthTime, onceBirthTimeParsed } from './profile-schema';
import { matchSystemMessages } from './match-system-words';

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

/** North: the 36 gunas alone. South: the ten poruthams beside them. */
export const MATCH_SYSTEMS = ['north', 'south'] as const;
export type MatchSystem = (typeof MATCH_SYSTEMS)[number];

export const matchRequestSchema = z.object({
  a: matchSideSchema,
  b: matchSideSchema,
  system: z.enum(MATCH_SYSTEMS, { message: matchSystemMessages.en }).default('north'),
});

export type MatchSideInput = z.input<typeof matchSideSchema>;
export type MatchSide = z.output<typeof matchSideSchema>;
export type MatchRequest = z.output<typeof matchRequestSchema>;

