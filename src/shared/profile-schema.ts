import { z } from 'zod';
import { messages } from './messages';
import { genders, languages } from './profile';
import { todayInIndia } from './india-time';
import { birthTimeAccuracies, birthTimeRanges, type BirthTimeAccuracy, type BirthTimeRange } from './birth-time';


/** 'YYYY-MM-DD' naming a day the calendar has (no 30 February). */
export const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Control characters (line breaks, tabs, NUL…) have no place in a one-line field: PostgreSQL cannot even store NUL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const oneLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

const invalidCoordinates = 'Please pick the birth place from the suggestions again';

/**
 * The birth-details form (docs/product.md, Screens and routes /profile/complete, Validation). One definition serves the browser
 * form and the API; the spec's messages are the first error of each field (a missing field too).
 * Without the birth-time rule (checkBirthTime), so that other schemas can be built from it: zod
 * cannot narrow an object that already carries a refinement.
 */
export const birthDetailsFields = z.object({
  name: z
    .string(messages.nameRequired)
    .trim()
    .min(1, messages.nameRequired)
    .max(100, 'Please keep the name under 100 characters')
    .refine(oneLine, 'The name contains characters that are not allowed'),
  // Chosen by the user, never assumed: a chart's readings speak to the person as they are.
  gender: z.enum(genders, messages.genderRequired),
  email: z
    .string('Please enter a valid email address')
    .trim()
    .max(254, 'Please enter a valid email address')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address')
    .default(''),
  birthDate: z
    .string(messages.birthDateRequired)
    .trim()
    .min(1, messages.birthDateRequired)
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), 'Please enter a valid date of birth')
    .refine((v) => v >= '1900-01-01', 'Date of birth must be in 1900 or later')
    .refine((v) => v <= todayInIndia(), 'Date of birth cannot be in the future'),
  /** Empty when the time is not known exactly: birthTimeAccuracy says so, and the rule below checks the pair. */
  birthTime: z
    .string(messages.birthTimeRequired)
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, messages.birthTimeInvalid)
    .default(''),
  birthTimeAccuracy: z.enum(birthTimeAccuracies, messages.birthTimeInvalid).default('exact'),
  birthTimeRange: z.enum(birthTimeRanges, messages.birthTimeRangeRequired).nullable().default(null),
  birthPlace: z
    .string(messages.birthPlaceRequired)
    .trim()
    .min(1, messages.birthPlaceRequired)
    .max(120, 'Please keep the birth place under 120 characters')
    .refine(oneLine, 'The birth place contains characters that are not allowed'),
  country: z
    .string('Please enter the country as text')
    .trim()
    .max(80, 'Please keep the country under 80 characters')
    .refine(oneLine, 'The country contains characters that are not allowed')
    .default('India')
    .transform((v) => v || 'India'),
  /** Set when the user picked a suggestion; the server finds the time zone itself. */
  latitude: z.number(invalidCoordinates).min(-90, invalidCoordinates).max(90, invalidCoordinates).optional(),
  longitude: z.number(invalidCoordinates).min(-180, invalidCoordinates).max(180, invalidCoordinates).optional(),
});

/**
 * A birth time is exact (the time, and no range), a rough part of the day (the range, no time) or
 * unknown (neither). A time sent beside "unknown" is refused rather than guessed at: the server
 * casts such charts itself (shared/birth-time.ts).
 */
export function checkBirthTime(value: { birthTime: string; birthTimeAccuracy: BirthTimeAccuracy; birthTimeRange: BirthTimeRange | null }, ctx: z.RefinementCtx) {
  const issue = (message: string, field: 'birthTime' | 'birthTimeRange' = 'birthTime') => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (value.birthTimeAccuracy === 'exact') {
    if (!value.birthTime) issue(messages.birthTimeRequired);
    else if (value.birthTimeRange) issue(messages.birthTimeOrUnknown, 'birthTimeRange');
    return;
  }
  if (value.birthTime) issue(messages.birthTimeOrUnknown);
  else if (value.birthTimeAccuracy === 'range' && !value.birthTimeRange) issue(messages.birthTimeRangeRequired, 'birthTimeRange');
  else if (value.birthTimeAccuracy === 'unknown' && value.birthTimeRange) issue(messages.birthTimeOrUnknown, 'birthTimeRange');
}

const birthTimeFields = new Set<PropertyKey>(['birthTime', 'birthTimeAccuracy', 'birthTimeRange']);

/**
 * When checkBirthTime runs: as soon as the birth-time fields themselves are sound, even while
 * another field is wrong. (zod's default skips an object's refinement until every field passes,
 * and a form would name the birth time's error only after every other one was fixed.)
 */
export const onceBirthTimeParsed = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((issue) => birthTimeFields.has(issue.path?.[0] ?? '')),
};

/** The birth details with their rules, the birth time's pair included. */
export const birthDetailsSchema = birthDetailsFields.superRefine(checkBirthTime, onceBirthTimeParsed);

export type BirthDetailsInput = z.input<typeof birthDetailsSchema>;
export type BirthDetails = z.output<typeof birthDetailsSchema>;


/** The settings a user changes on their own, apart from the birth details: for now the interface language. */
export const profileSettingsSchema = z.object({
  language: z.enum(languages, 'Please choose English or Hindi'),
});

export type ProfileSettings = z.output<typeof profileSettingsSchema>;
