// Where the user lives now and how they name lunar months: the profile card's and the routes'
// checks, apart from profile-schema.ts so that pages without that card do not carry them.
import { z } from 'zod';
import { messages } from './messages';
import { residenceMessages } from './residence-messages';
import { oneLine } from './profile-schema';
import { lunarMonthConventions } from './residence';

/**
 * Where the user lives now: the same place search and rules as the birth place (a picked
 * suggestion's coordinates when both come, else the gazetteer by name). Clearing it is a DELETE,
 * not an empty name.
 */
export const residenceSchema = z.object({
  place: z
    .string(residenceMessages.residenceRequired)
    .trim()
    .min(1, residenceMessages.residenceRequired)
    .max(120, residenceMessages.residenceTooLong)
    .refine(oneLine, residenceMessages.residenceCharacters),
  country: z
    .string(messages.countryNotText)
    .trim()
    .max(80, messages.countryTooLong)
    .refine(oneLine, messages.countryCharacters)
    .default(''),
  latitude: z.number(residenceMessages.residencePickAgain).min(-90, residenceMessages.residencePickAgain).max(90, residenceMessages.residencePickAgain).optional(),
  longitude: z.number(residenceMessages.residencePickAgain).min(-180, residenceMessages.residencePickAgain).max(180, residenceMessages.residencePickAgain).optional(),
});

export type ResidenceInput = z.output<typeof residenceSchema>;

/** The lunar month convention; null goes back to the region's default. */
export const lunarMonthSchema = z.object({
  lunarMonth: z.enum(lunarMonthConventions, residenceMessages.lunarMonthInvalid).nullable(),
});
