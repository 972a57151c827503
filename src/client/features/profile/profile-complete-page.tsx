import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { messagesIn } from '../../i18n/server-messages';
import { isProfileComplete } from '../../../shared/profile';
import { Button } from '../../components/button';
import { useReturnPath } from '../../components/guards';
import { ProfileLoadError } from '../../components/profile-load-error';
import { PageSkeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { currentLanguage } from '../../i18n/language';
import { profileText } from '../../i18n/profile';
import { useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { withReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { serverFieldError, useFocusFirstInvalid } from '../../components/birth-details/form-focus';
import { BirthDetailsForm, useUpdateProfile, validateBirthDetails, type BirthDetailsErrors, type BirthDetailsValues } from './birth-details-form';

const empty: BirthDetailsValues = { name: '', gender: '', email: '', birthDate: '', birthTime: '', birthPlace: '', country: 'India' };

/**
 * docs/product.md, Screens and routes /profile/complete: the birth-details form; a complete profile
 * goes on to the page sign-in was to return to (`?next=`), else to /.
 */
export function ProfileCompletePage() {
  const session = useSession();
  const next = useReturnPath();
  if (session.isPending) return <PageSkeleton />;
  if (!session.data) return <ProfileLoadError session={session} />;
  if (!session.data.user) return <Navigate to={withReturnPath('/auth', next)} replace />;
  if (isProfileComplete(session.data.profile)) return <Navigate to={next ?? '/'} replace />;
  const profile = session.data.profile;
  return (
    <CompleteForm
      next={next}
      initial={{
        ...empty,
        name: profile?.name ?? '',
        // Not the stored gender: an incomplete profile holds only the database's default, which
        // the user never chose.
        email: profile?.email ?? '',
        birthDate: profile?.birthDate ?? '',
        birthTime: profile?.birthTimeAccuracy === 'exact' ? profile.birthTime : '',
        birthTimeAccuracy: profile?.birthTimeAccuracy ?? 'exact',
        birthTimeRange: profile?.birthTimeRange ?? null,
        birthPlace: profile?.birthLocation.city ?? '',
        country: profile?.birthLocation.country || 'India',
        latitude: profile?.birthLocation.latitude,
        longitude: profile?.birthLocation.longitude,
      }}
    />
  );
}

function CompleteForm({ initial, next }: { initial: BirthDetailsValues; next: string | null }) {
  const t = useText(profileText).complete;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BirthDetailsErrors>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const navigate = useNavigate();
  const save = useUpdateProfile({
    onSuccess: () => navigate(next ?? '/', { replace: true }),
    onError: (error) => {
      // A refused field (a birth place not on the map) is shown beside the field, not in a toast.
      const fieldError = serverFieldError<BirthDetailsValues>(error);
      if (fieldError) {
        setErrors(fieldError);
        focusFirstInvalid();
        return;
      }
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : messagesIn(currentLanguage()).profileSaveFailed);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateBirthDetails(values);
    setErrors(errors);
    if (data) save.mutate(data);
    else focusFirstInvalid();
  };

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <div className="mb-6 text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{t.step}</p>
          <h1 className="mt-1 font-display text-4xl font-bold text-night-800">{t.title}</h1>
          <p className="mx-auto mt-2 max-w-md text-muted">
            {t.intro}
          </p>
        </div>
        <div className="rounded-3xl bg-white p-5 shadow-xl ring-1 ring-night-700/10 sm:p-8">
          <BirthDetailsForm
            values={values}
            onChange={setValues}
            errors={errors}
            onClearError={(field) => setErrors((e) => ({ ...e, [field]: undefined }))}
            onSubmit={submit}
            formRef={formRef}
            disabled={save.isPending}
          >
            <Button type="submit" className="w-full" disabled={save.isPending}>
              {save.isPending ? <Spinner label={t.saving} /> : t.submit}
            </Button>
          </BirthDetailsForm>
        </div>
      </div>
    </div>
  );
}
