import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messagesIn } from '../../../shared/messages-in';
import { isProfileComplete } from '../../../shared/profile';
import type { BirthDetailsInput } from '../../../shared/profile-schema';
import { Button } from '../../components/button';
import { ProfileLoadError } from '../../components/profile-load-error';
import { PageSpinner, Spinner } from '../../components/spinner';
import { currentLanguage } from '../../i18n/language';
import { profileText } from '../../i18n/profile';
import { useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BirthDetailsForm, useUpdateProfile, validateBirthDetails, type BirthDetailsErrors } from './birth-details-form';

const empty: BirthDetailsInput = { name: '', gender: 'male', email: '', birthDate: '', birthTime: '', birthPlace: '', country: 'India' };

/** docs/product.md, Screens and routes /profile/complete: the birth-details form; a complete profile goes to /. */
export function ProfileCompletePage() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (!session.data) return <ProfileLoadError session={session} />;
  if (!session.data.user) return <Navigate to="/auth" replace />;
  if (isProfileComplete(session.data.profile)) return <Navigate to="/" replace />;
  const profile = session.data.profile;
  return (
    <CompleteForm
      initial={{
        ...empty,
        name: profile?.name ?? '',
        gender: profile?.gender ?? 'male',
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

function CompleteForm({ initial }: { initial: BirthDetailsInput }) {
  const t = useText(profileText).complete;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BirthDetailsErrors>({});
  const navigate = useNavigate();
  const save = useUpdateProfile({
    onSuccess: () => navigate('/', { replace: true }),
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : messagesIn(currentLanguage()).profileSaveFailed);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateBirthDetails(values);
    setErrors(errors);
    if (data) save.mutate(values);
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
