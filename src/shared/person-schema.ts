import { z } from 'zod';
import { messages } from './messages';
import { relations } from './people';
import { birthDetailsFields, checkBirthTime, onceBirthTimeParsed } from './profile-schema';

/**
 * A saved person's details: the user's own birth-details rules (the same messages, limits and
 * refusal of control characters), without the email, plus who the person is to the user. One
 * definition serves the family form and the API; an edit sends the whole set again.
 */
export const personSchema = birthDetailsFields
  .omit({ email: true })
  .extend({ relation: z.enum(relations, messages.relationRequired) })
  .superRefine(checkBirthTime, onceBirthTimeParsed);

export type PersonInput = z.input<typeof personSchema>;
export type PersonDetails = z.output<typeof personSchema>;
