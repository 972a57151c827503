import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messagesIn } from '../../i18n/server-messages';
import { languages, type ProfileView } from '../../../shared/profile';
import { birthFieldsOf } from '../../components/birth-details/birth-details-fields';
import { Button, ButtonLink } from '../../components/button';
import { DailyReminderCard } from '../../components/daily-reminder-card';
import { InviteCard } from '../../components/invite-card';
import { LanguageSwitch } from '../../components/language-switch';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { languageNames } from '../../i18n/language-names';
import { profileText } from '../../i18n/profile';
import { useLanguage, useText } from '../../i18n/text';
import { useSession } from '../../lib/session';
import { isFixingBirthPlace } from '../../lib/fix-birth-place';
import { serverFieldError, useFocusFirstInvalid } from '../../components/birth-details/form-focus';
import { BirthDetailsForm, useUpdateProfile, validateBirthDetails, type BirthDetailsErrors, type BirthDetailsValues } from './birth-details-form';
import { ReaderPlaceCard } from './reader-place-card';
import { ChartChoicesCard } from './chart-choices-card';
import { SubscriptionCard } from './subscription-card';
import { Card } from '../../components/card';

const toForm = (p: ProfileView): BirthDetailsValues => ({ ...birthFieldsOf(p), email: p.email });

/** docs/product.md, Screens and routes /profile: who you are and your plan on the left, birth details on the right. */
export function ProfilePage() {
  const { data } = useSession();
  const t = useText(profileText).page;
  if (!data?.user || !data.profile) {
    return (
      <PageContainer width="max-w-md" className="text-center">
        <p className="text-lg text-night-800">{t.signedOut}</p>
        <ButtonLink to="/auth" className="mt-6">
          {t.goToLogin}
        </ButtonLink>
      </PageContainer>
    );
  }
  const profile = data.profile;
  return (
    <PageContainer>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <section className="flex items-center gap-4 rounded-3xl bg-night-800 p-5 text-night-100 shadow-lg">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-saffron-500 font-display text-3xl font-bold text-night-900" aria-hidden="true">
              {(profile.name || t.user).charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <h1 className="truncate font-display text-2xl font-bold text-gold-300">{profile.name || t.user}</h1>
              <p className="text-sm text-night-100/85">{formatPhone(profile.phoneNumber)}</p>
            </div>
          </section>
          <SubscriptionCard premium={profile.isPremium} />
          <LanguageSetting />
          <ReaderPlaceCard profile={profile} />
          <ChartChoicesCard profile={profile} />
          <DailyReminderCard />
          <InviteCard />
          <Card aria-labelledby="quick-actions">
            <h2 id="quick-actions" className="text-sm font-semibold uppercase tracking-wider text-muted">
              {t.quickActions}
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <Link className="flex items-center justify-between rounded-xl px-3 py-2.5 font-medium text-night-800 hover:bg-sand" to="/readings">
                  {t.history} <span aria-hidden="true">→</span>
                </Link>
              </li>
              <li>
                <Link className="flex items-center justify-between rounded-xl px-3 py-2.5 font-medium text-night-800 hover:bg-sand" to="/chart">
                  {t.kundli} <span aria-hidden="true">→</span>
                </Link>
              </li>
              <li>
                <Link className="flex items-center justify-between rounded-xl px-3 py-2.5 font-medium text-night-800 hover:bg-sand" to="/family">
                  {t.family} <span aria-hidden="true">→</span>
                </Link>
              </li>
              <li>
                <Link className="flex items-center justify-between rounded-xl px-3 py-2.5 font-medium text-night-800 hover:bg-sand" to="/">
                  {t.dashboard} <span aria-hidden="true">→</span>
                </Link>
              </li>
            </ul>
          </Card>
        </div>
        <BirthDetailsSection profile={profile} />
      </div>
    </PageContainer>
  );
}

// Named in both languages, so a reader who cannot read the current one still finds it.
const languageHeading = languages.map((language) => languageNames[language].label).join(' / ');

/** The interface language; switching saves it to the profile, so it follows the user to any device. */
function LanguageSetting() {
  const t = useText(profileText).page;
  return (
    <Card aria-labelledby="language-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="language-heading" className="text-sm font-semibold uppercase tracking-wider text-muted">
          {languageHeading}
        </h2>
        <LanguageSwitch tone="light" />
      </div>
      <p className="mt-2 text-sm text-muted">{t.languageHint}</p>
    </Card>
  );
}

function BirthDetailsSection({ profile }: { profile: ProfileView }) {
  const { language } = useLanguage();
  const t = useText(profileText).page;
  // Arriving to fix the birth place: the form opens for editing with the place field focused.
  const [searchParams] = useSearchParams();
  const fixingPlace = isFixingBirthPlace(searchParams);
  const [editing, setEditing] = useState(fixingPlace);
  const [values, setValues] = useState(() => toForm(profile));
  const [errors, setErrors] = useState<BirthDetailsErrors>({});
  const [success, setSuccess] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const navigate = useNavigate();
  const save = useUpdateProfile({
    onSuccess: () => {
      setEditing(false);
      setSuccess(true);
    },
    onError: (error) => {
      const fieldError = serverFieldError<BirthDetailsValues>(error);
      if (!fieldError) return;
      setErrors(fieldError);
      focusFirstInvalid();
    },
  });

  useEffect(() => {
    if (fixingPlace) formRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, [fixingPlace, formRef]);

  // docs/product.md, States: success, then home after 1 second.
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate('/'), 1000);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateBirthDetails(values);
    setErrors(errors);
    if (data) save.mutate(data);
    else focusFirstInvalid();
  };

  return (
    <Card aria-labelledby="birth-details" className="sm:p-7">
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 id="birth-details" className="font-display text-2xl font-bold text-night-800">
          {t.birthDetails}
        </h2>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        )}
      </div>
      {success && (
        <p role="status" className="mb-4 rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {messagesIn(language).profileUpdated}
        </p>
      )}
      {save.isError && !serverFieldError(save.error) && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-maroon-700">
          {t.updateFailed(save.error.message)}
        </p>
      )}
      <BirthDetailsForm
        values={values}
        onChange={(next) => {
          setValues(next);
          setSuccess(false);
        }}
        errors={errors}
        onClearError={(field) => {
          setErrors((e) => ({ ...e, [field]: undefined }));
          save.reset();
        }}
        disabled={!editing || save.isPending}
        readOnly={!editing}
        onSubmit={submit}
        formRef={formRef}
      >
        {editing && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                setValues(toForm(profile));
                setErrors({});
                setEditing(false);
                save.reset();
              }}
            >
              {t.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner label={t.saving} /> : t.save}
            </Button>
          </div>
        )}
      </BirthDetailsForm>
    </Card>
  );
}

/** '+919876543210' → '+91 98765 43210' for Indian numbers; other numbers as stored. */
function formatPhone(phone: string) {
  const india = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return india ? `+91 ${india[1]} ${india[2]}` : phone;
}
