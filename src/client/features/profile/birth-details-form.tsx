import type { FormEvent, ReactNode } from 'react';
import { birthDetailsSchema, todayInIndia, type BirthDetailsInput } from '../../../shared/profile-schema';
import { localizeMessage } from '../../../shared/messages-in';
import { SelectField, TextField } from '../../components/form-field';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { PlaceField } from './place-field';

export type BirthDetailsErrors = Partial<Record<keyof BirthDetailsInput, string>>;

/** The first message for each field, in the spec's wording (docs/product.md, Validation). */
export function validateBirthDetails(values: BirthDetailsInput) {
  const result = birthDetailsSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as BirthDetailsErrors };
  const errors: BirthDetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BirthDetailsInput;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

type Props = {
  values: BirthDetailsInput;
  onChange: (values: BirthDetailsInput) => void;
  errors: BirthDetailsErrors;
  onClearError: (field: keyof BirthDetailsInput) => void;
  disabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
};

/** Birth details fields shared by /profile/complete and the /profile edit form. */
export function BirthDetailsForm({ values, onChange, errors, onClearError, disabled, onSubmit, children }: Props) {
  const { language } = useLanguage();
  const t = useText(profileText).form;
  // Messages stay in the schema's English in state and are worded at render, so switching the
  // language re-words the ones already shown.
  const error = (field: keyof BirthDetailsInput) => {
    const message = errors[field];
    return message && localizeMessage(message, language);
  };
  const set = (field: keyof BirthDetailsInput) => (event: { target: { value: string } }) => {
    onChange({ ...values, [field]: event.target.value });
    onClearError(field);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={t.name} autoComplete="name" value={values.name} onChange={set('name')} error={error('name')} disabled={disabled} maxLength={100} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t.gender} value={values.gender} onChange={set('gender')} error={error('gender')} disabled={disabled}>
          <option value="male">{t.male}</option>
          <option value="female">{t.female}</option>
        </SelectField>
        <TextField label={t.email} optional type="email" autoComplete="email" value={values.email} onChange={set('email')} error={error('email')} disabled={disabled} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.birthDate} type="date" min="1900-01-01" max={todayInIndia()} value={values.birthDate} onChange={set('birthDate')} error={error('birthDate')} disabled={disabled} />
        <TextField
          label={t.birthTime}
          type="time"
          value={values.birthTime}
          onChange={set('birthTime')}
          error={error('birthTime')}
          hint={t.birthTimeHint}
          disabled={disabled}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlaceField
          city={values.birthPlace}
          located={values.latitude !== undefined}
          error={error('birthPlace')}
          disabled={disabled}
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
      {children}
    </form>
  );
}
