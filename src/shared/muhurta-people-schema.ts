import { z } from 'zod';
import { muhurtaMessages as m } from './muhurta-messages';
import { birthDetailsFields, checkBirthTime, onceBirthTimeParsed } from './profile-schema';
import { uuidPattern } from './uuid';

/**
 * For a wedding, which of the two a person is: the bride (Guru bala is read for her) or the groom
 * (Surya bala). Left out, the server takes it from the person's saved gender.
 */
const role = z.enum(['bride', 'groom'], m.muhurtaWeddingRoles).optional();

/**
 * One person a personal muhurta is narrowed to: the user, a person they saved, or someone typed in
 * once (the birth-details form's fields and rules, without the email), kept among the saved people
 * only when `save` is true.
 */
export const muhurtaPersonSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('me'), role }),
    z.object({ kind: z.literal('person'), id: z.string().regex(uuidPattern, m.muhurtaPersonMissing), role }),
    birthDetailsFields
      .omit({ email: true })
      .extend({ kind: z.literal('new'), save: z.boolean().default(false), role })
      .superRefine(checkBirthTime, onceBirthTimeParsed),
  ],
  m.muhurtaPeopleCount,
);

export type MuhurtaPersonInput = z.input<typeof muhurtaPersonSchema>;
export type MuhurtaPerson = z.output<typeof muhurtaPersonSchema>;
