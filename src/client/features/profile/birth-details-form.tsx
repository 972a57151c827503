import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { Gender } from '../../../shared/profile';
import { birthDetailsSchema, type BirthDetails, type BirthDetailsInput } from '../../../shared/profile-schema';
import { BirthDetailsFields, firstErrors, useFieldError, type FieldErrors } from '../../components/birth-details/birth-details-fields';
import { TextField } from '../../components/form-field';
import { profileText } from '../../i18n/profile';
import { useText } from '../../i18n/text';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { setSessionProfile } from '../../lib/session';

/** The form's values: the birth details, with the gender '' until the user chooses one. */
export type BirthDetailsValues = Omit<BirthDetailsInput, 'gender'> & { gender: Gender | '' };
export type BirthDetailsErrors = FieldErrors<BirthDetailsValues>;

/** The first message for each field, in the spec's wording (docs/product.md, Validation). */
export function validateBirthDetails(values: BirthDetailsValues) {
  return firstErrors<BirthDetailsValues, BirthDetails>(birthDetailsSchema.safeParse(values));
}

type Props = {
  values: BirthDetailsValues;
  onChange: (values: BirthDetailsValues) => void;
  errors: BirthDetailsErrors;
  onClearError: (field: keyof BirthDetailsValues) => void;
  disabled?: boolean;
  /** Shown, not edited (/profile before Edit): the fields drop their hints on filling them in. */
  readOnly?: boolean;
  onSubmit: (event: FormEvent) => void;
  /** For moving focus to the first invalid field after a refused submit. */
  formRef?: RefObject<HTMLFormElement | null>;
  children?: ReactNode;
};

/** The user's own birth details (with their email), shared by /profile/complete and the /profile edit form. */
export function BirthDetailsForm({ values, onChange, errors, onClearError, disabled, readOnly, onSubmit, formRef, children }: Props) {
  const t = useText(profileText).form;
  const error = useFieldError(errors);
  const email = (
    <TextField
      label={t.email}
      optional
      type="email"
      autoComplete="email"
      value={values.email}
      onChange={(event) => {
        onChange({ ...values, email: event.target.value });
        onClearError('email');
      }}
      error={error('email')}
      disabled={disabled}
    />
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <BirthDetailsFields values={values} onChange={onChange} errors={errors} onClearError={onClearError} disabled={disabled} readOnly={readOnly} besideGender={email} />
      {children}
    </form>
  );
}

// The form's save lives with it: both pages load this module already (a module of its own would
// be one more file for /profile/complete to load).
const saveBirthDetails = (details: BirthDetailsInput) => unwrap(api.profile.$put({ json: details }));

type Saved = Awaited<ReturnType<typeof saveBirthDetails>>;

/**
 * Saves the user's birth details (PUT /api/profile), for /profile/complete and /profile's edit
 * form alike. The saved profile goes into the session at once, and what is worked out from the
 * birth details is asked for again: the chart, and the panchang of days at the birth place.
 */
export function useUpdateProfile({ onSuccess, onError }: { onSuccess?: (saved: Saved) => unknown; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBirthDetails,
    onSuccess: async (saved) => {
      setSessionProfile(queryClient, saved.profile);
      // Not awaited: the page moves on at once, and a chart or panchang on screen follows when it is in.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chart() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.panchang.atBirthPlace() });
      await onSuccess?.(saved);
    },
    onError,
  });
}
