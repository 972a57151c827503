import type { FormEvent, ReactNode } from 'react';
import { birthDetailsSchema, todayInIndia, type BirthDetailsInput } from '../../../shared/profile-schema';
import { SelectField, TextField } from '../../components/form-field';
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
  const set = (field: keyof BirthDetailsInput) => (event: { target: { value: string } }) => {
    onChange({ ...values, [field]: event.target.value });
    onClearError(field);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Full name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} disabled={disabled} maxLength={100} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Gender" value={values.gender} onChange={set('gender')} error={errors.gender} disabled={disabled}>
          <option value="male">Male</option>
          <option value="female">Female</option>
        </SelectField>
        <TextField label="Email" optional type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} disabled={disabled} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Date of birth" type="date" min="1900-01-01" max={todayInIndia()} value={values.birthDate} onChange={set('birthDate')} error={errors.birthDate} disabled={disabled} />
        <TextField
          label="Time of birth"
          type="time"
          value={values.birthTime}
          onChange={set('birthTime')}
          error={errors.birthTime}
          hint="As accurate as possible — your ascendant changes every two hours."
          disabled={disabled}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlaceField
          city={values.birthPlace}
          located={values.latitude !== undefined}
          error={errors.birthPlace}
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
        <TextField label="Country" autoComplete="country-name" value={values.country} onChange={set('country')} error={errors.country} disabled={disabled} maxLength={80} />
      </div>
      {children}
    </form>
  );
}
