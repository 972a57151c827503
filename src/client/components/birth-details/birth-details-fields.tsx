import type { ReactNode } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { localizeMessage } from '../../i18n/server-messages';
import type { Gender, ProfileView } from '../../../shared/profile';
import { todayInIndia } from '../../../shared/india-time';
import type { BirthDetailsInput } from '../../../shared/profile-schema';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { SelectField, TextField } from '../form-field';
import { BirthTimeChoice } from './birth-time-choice';
import { PlaceField, type PlaceHints } from './place-field';

/**
 * What every set of birth details holds, the user's own and a saved person's alike. The gender is
 * '' until the user chooses one: nothing is chosen for them.
 */
export type BirthFields = Pick<
  BirthDetailsInput,
  'name' | 'birthDate' | 'birthTime' | 'birthTimeAccuracy' | 'birthTimeRange' | 'birthPlace' | 'country' | 'latitude' | 'longitude'
> & { gender: Gender | '' };

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The fields' values for birth details as stored (the user's profile, a saved person). */
export const birthFieldsOf = (saved: Pick<ProfileView, 'name' | 'gender' | 'birthDate' | 'birthTime' | 'birthTimeAccuracy' | 'birthTimeRange' | 'birthLocation'>): BirthFields => ({
  name: saved.name,
  gender: saved.gender,
  birthDate: saved.birthDate,
  // Without an exact time the stored one is only what the chart was cast for: not shown as the birth time.
  birthTime: saved.birthTimeAccuracy === 'exact' ? saved.birthTime : '',
  birthTimeAccuracy: saved.birthTimeAccuracy,
  birthTimeRange: saved.birthTimeRange,
  birthPlace: saved.birthLocation.city,
  country: saved.birthLocation.country,
  latitude: saved.birthLocation.latitude,
  longitude: saved.birthLocation.longitude,
});

/** The first message for each field of a failed parse, in the schema's (the spec's) wording. */
export function firstErrors<V, Out>(result: ZodSafeParseResult<Out>): { data: Out | null; errors: FieldErrors<V> } {
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors<V> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * A field's message in the interface language. Messages stay in the schema's English in state and
 * are worded at render, so switching the language re-words the ones already shown.
 */
export function useFieldError<V>(errors: FieldErrors<V>) {
  const { language } = useLanguage();
  return (field: keyof V) => {
    const message = errors[field];
    return message && localizeMessage(message, language);
  };
}

type Props<V extends BirthFields> = {
  values: V;
  onChange: (values: V) => void;
  errors: FieldErrors<V>;
  onClearError: (field: keyof V) => void;
  disabled?: boolean;
  /** Shown, not edited (the profile before Edit): no hints on how to fill the fields in. */
  readOnly?: boolean;
  /** The field beside the gender: the user's email, a saved person's relation. */
  besideGender: ReactNode;
  /** Hints worded for someone other than the user (their ascendant, their chart). */
  hints?: { birthTime: string } & PlaceHints;
};

/**
 * The birth-details fields: name, gender, date and time of birth, and the birth place with
 * suggestions from the gazetteer. The user's own form (/profile) and a saved person's form
 * (/family) both lay them out this way, with the same checks behind them (shared/profile-schema.ts).
 */
export function BirthDetailsFields<V extends BirthFields>({ values, onChange, errors, onClearError, disabled, readOnly, besideGender, hints }: Props<V>) {
  const t = useText(profileText).form;
  const error = useFieldError(errors);
  const set = (field: keyof V) => (event: { target: { value: string } }) => {
    onChange({ ...values, [field]: event.target.value });
    onClearError(field);
  };
  return (
    <>
      <TextField label={t.name} autoComplete="name" value={values.name} onChange={set('name')} error={error('name')} disabled={disabled} maxLength={100} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t.gender} value={values.gender} onChange={set('gender')} error={error('gender')} disabled={disabled}>
          <option value="" disabled>
            {t.chooseGender}
          </option>
          <option value="male">{t.male}</option>
          <option value="female">{t.female}</option>
        </SelectField>
        {besideGender}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.birthDate} type="date" min="1900-01-01" max={todayInIndia()} value={values.birthDate} onChange={set('birthDate')} error={error('birthDate')} disabled={disabled} />
        <BirthTimeChoice
          values={values}
          error={error('birthTime') ?? error('birthTimeRange')}
          disabled={disabled}
          onChange={(time) => {
            onChange({ ...values, ...time });
            onClearError('birthTime');
            onClearError('birthTimeRange');
          }}
          timeInput={
            <TextField
              label={t.birthTime}
              type="time"
              value={values.birthTime}
              onChange={set('birthTime')}
              error={error('birthTime')}
              hint={readOnly ? undefined : (hints?.birthTime ?? t.birthTimeHint)}
              disabled={disabled}
            />
          }
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlaceField
          city={values.birthPlace}
          located={values.latitude !== undefined}
          error={error('birthPlace')}
          disabled={disabled}
          readOnly={readOnly}
          hints={hints}
          onType={(city) => {
            // Typing over a picked place drops its coordinates: the server looks the text up again.
            onChange({ ...values, birthPlace: city, latitude: undefined, longitude: undefined });
            onClearError('birthPlace');
          }}
          onPick={(place) => {
            onChange({ ...values, birthPlace: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude });
            onClearError('birthPlace');
            onClearError('country');
          }}
        />
        <TextField label={t.country} autoComplete="country-name" value={values.country} onChange={set('country')} error={error('country')} disabled={disabled} maxLength={80} />
      </div>
    </>
  );
}
