import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import type { PersonView } from '../../../shared/people';
import { BackLink } from '../../components/back-button';
import { birthFieldsOf } from '../../components/birth-details/birth-details-fields';
import { Button, ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { familyText } from '../../i18n/family';
import { useText } from '../../i18n/text';
import { usePerson } from './api/get-person';
import { useSavePerson } from './api/save-person';
import { serverFieldError, useFocusFirstInvalid } from '../../components/birth-details/form-focus';
import { PersonForm, validatePerson, type PersonErrors, type PersonFormValues } from './person-form';
import { PersonFormSkeleton } from './person-form-skeleton';

const empty: PersonFormValues = { name: '', gender: '', relation: '', birthDate: '', birthTime: '', birthPlace: '', country: 'India' };

const toForm = (p: PersonView): PersonFormValues => ({ ...birthFieldsOf(p), relation: p.relation });

/** /family/new: a new person's details. */
export function AddPersonPage() {
  return <PersonFormScreen personId={null} initial={empty} />;
}

/** /family/:id/edit: a saved person's details, to change and save again. */
export function EditPersonPage() {
  const { id = '' } = useParams();
  const t = useText(familyText);
  const person = usePerson(id);
  if (person.isPending) {
    return (
      <PersonFormFrame title={t.form.editTitle}>
        <PersonFormSkeleton label={t.page.loading} />
      </PersonFormFrame>
    );
  }
  if (person.isError) {
    return (
      <PageContainer width="max-w-2xl">
        <StateCard
          tone="error"
          glyph="?"
          title={person.error.message}
          headingLevel={1}
          actions={<ButtonLink to="/family">{t.notFound.back}</ButtonLink>}
        >
          {t.notFound.body}
        </StateCard>
      </PageContainer>
    );
  }
  return <PersonFormScreen key={id} personId={id} initial={toForm(person.data.person)} />;
}

function PersonFormScreen({ personId, initial }: { personId: string | null; initial: PersonFormValues }) {
  const t = useText(familyText);
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PersonErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const save = useSavePerson(personId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validatePerson(values);
    setErrors(errors);
    if (!data) {
      focusFirstInvalid();
      return;
    }
    save.mutate(data, {
      onSuccess: async ({ person }) => {
        toast.success(personId === null ? t.form.added(person.name) : t.form.saved(person.name));
        await navigate('/family');
      },
      onError: (error) => {
        // A refused field (a birth place not on the map) is shown beside the field.
        const fieldError = serverFieldError<PersonFormValues>(error);
        if (!fieldError) return;
        setErrors(fieldError);
        focusFirstInvalid();
      },
    });
  };

  return (
    <PersonFormFrame title={personId === null ? t.form.addTitle : t.form.editTitle}>
      {save.isError && !serverFieldError(save.error) && (
        // The server's own words: the limit of ten, or a field it refused.
        <p role="alert" className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-maroon-700">
          {save.error.message || t.form.saveFailed}
        </p>
      )}
      <PersonForm
        values={values}
        onChange={setValues}
        errors={errors}
        onClearError={(field) => {
          setErrors((e) => ({ ...e, [field]: undefined }));
          save.reset();
        }}
        onSubmit={submit}
        formRef={formRef}
        disabled={save.isPending}
      >
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <ButtonLink to="/family" variant="secondary">
            {t.form.cancel}
          </ButtonLink>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner label={t.form.saving} /> : personId === null ? t.form.add : t.form.save}
          </Button>
        </div>
      </PersonForm>
    </PersonFormFrame>
  );
}

/** The form's page around `children`: the way back to the family, the heading and the white card. */
function PersonFormFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useText(familyText);
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-2xl">
        <BackLink to="/family" label={t.chart.back} />
        <div className="mb-6 mt-2">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{t.page.eyebrow}</p>
          <h1 className="mt-1 font-display text-4xl font-bold text-night-800">{title}</h1>
          <p className="mt-2 text-muted">{t.form.intro}</p>
        </div>
        <div className="rounded-3xl bg-white p-5 shadow-xl ring-1 ring-night-700/10 sm:p-8">{children}</div>
      </PageContainer>
    </div>
  );
}
