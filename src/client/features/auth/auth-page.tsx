import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useReturnPath } from '../../components/guards';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo';
import { authText } from '../../i18n/auth';
import { commonText } from '../../i18n/common';
import { useText } from '../../i18n/text';
import { queryKeys } from '../../lib/query-keys';
import { afterSignIn } from '../../lib/return-path';
import { FirstReadingPitch } from './first-reading-pitch';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { WelcomeStep } from './welcome-step';

type Step = { name: 'phone' } | { name: 'otp'; phone: string; display: string } | { name: 'welcome' };

/** docs/product.md, Screens and routes /auth: phone → otp → (new users) welcome. */
export function AuthPage() {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [lastPhone, setLastPhone] = useState<{ dial: string; digits: string } | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useText(authText);
  const common = useText(commonText);
  // Read only when leaving: the prerendered HTML, made without a query, stays what hydration draws.
  const next = useReturnPath();

  const finish = async (profileComplete: boolean) => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.session() });
    await navigate(afterSignIn(profileComplete, next), { replace: true });
  };

  return (
    <div className="night-sky flex min-h-[calc(100dvh-4rem)] items-start justify-center px-4 py-4 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        {/* First thing on the page: a visitor who reads only one of the languages finds theirs before
            anything else. The brand shares its row (drawn first, to the left) so the form stays on the
            first screen of a phone. */}
        <div className="mb-3 flex flex-row-reverse flex-wrap items-center justify-between gap-3">
          <LanguageSwitch />
          <div className="flex items-center gap-2">
            <LogoMark className="h-10 w-10 drop-shadow-[0_0_14px_rgba(244,166,74,0.45)]" />
            <h1 className="font-display text-3xl font-bold whitespace-nowrap text-gold-300 [overflow-wrap:normal]">{common.brand}</h1>
          </div>
        </div>
        {step.name === 'phone' && <FirstReadingPitch />}
        <div className="rounded-3xl bg-cream p-5 shadow-2xl ring-1 ring-gold-400/30 sm:p-8">
          {step.name === 'phone' && (
            <PhoneStep
              initial={lastPhone}
              onSent={(phone, display, entered) => {
                setLastPhone(entered);
                setStep({ name: 'otp', phone, display });
              }}
            />
          )}
          {step.name === 'otp' && (
            <OtpStep
              phone={step.phone}
              display={step.display}
              onChangeNumber={() => setStep({ name: 'phone' })}
              onVerified={(isNewUser) => (isNewUser ? setStep({ name: 'welcome' }) : void finish(true))}
            />
          )}
          {step.name === 'welcome' && <WelcomeStep onContinue={() => void finish(false)} />}
        </div>
        <p className="mt-6 text-center text-xs text-night-100/70">
          {t.terms.before}{' '}
          <Link to="/terms" className="underline underline-offset-2 hover:text-saffron-300">{common.footer.terms}</Link>
          {t.terms.between}{' '}
          <Link to="/privacy" className="underline underline-offset-2 hover:text-saffron-300">{common.footer.privacy}</Link>
          {t.terms.after}
        </p>
      </div>
    </div>
  );
}
