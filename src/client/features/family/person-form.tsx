import type { FormEvent, ReactNode, RefObject } from 'react';
import type { Gender } from '../../../shared/profile';
import { relations, type Relation } from '../../../shared/people';
import { personSchema, type PersonDetails, type PersonInput } from '../../../shared/person-schema';
import { BirthDetailsFields, firstErrors, useFieldError, type FieldErrors } from '../../components/birth-details/birth-details-fields';
import { SelectField } from '../../components/form-field';
import { familyText } from '../../i18n/family';
import { useText } from '../../i18n/text';

/** The form's values: a person's details, with the relation and gender still unchosen ('') on a new one. */
export type PersonFormValues = Omit<PersonInput, 'relation' | 'gender'> & { relation: Relation | ''; gender: Gender | '' };
export type PersonErrors = FieldErrors<PersonFormValues>;

/** The first message for each field, by the same schema the server checks with. */
export function validatePerson(values: PersonFormValues) {
  return firstErrors<PersonFormValues, PersonDetails>(personSchema.safeParse(values));
}

type Props = {
  values: PersonFormValues;
  onChange: (values: PersonFormValues) => void;
  errors: PersonErrors;
  onClearError: (field: keyof PersonFormValues) => void;
  disabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  /** For moving focus to the first invalid field after a refused submit. */
  formRef?: RefObject<HTMLFormElement | null>;
  children?: ReactNode;
};

/** A saved person's details: the user's own birth-details fields, with their relation in place of an email. */
export function PersonForm({ values, onChange, errors, onClearError, disabled, onSubmit, formRef, children }: Props) {
  const t = useText(familyText);
  const error = useFieldError(errors);
  const relation = (
    <SelectField
      label={t.form.relation}
      value={values.relation}
      onChange={(event) => {
        onChange({ ...values, relation: event.target.value as Relation });
        onClearError('relation');
      }}
      error={error('relation')}
      disabled={disabled}
    >
      <option value="" disabled>
        {t.form.chooseRelation}
      </option>
      {relations.map((r) => (
        <option key={r} value={r}>
          {t.relations[r]}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <BirthDetailsFields
        values={values}
        onChange={onChange}
        errors={errors}
        onClearError={onClearError}
        disabled={disabled}
        besideGender={relation}
        hints={{ birthTime: t.form.birthTimeHint, located: t.form.located, pick: t.form.pick }}
      />
      {children}
    </form>
  );
}
