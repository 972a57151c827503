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
    <div className="night-sky flex min-h-[calc(100dvh-4rem)] items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        {/* First thing on the page: a visitor who reads only one of the languages finds theirs before anything else. */}
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-16 w-16 drop-shadow-[0_0_18px_rgba(244,166,74,0.45)]" />
          <h1 className="mt-3 font-display text-4xl font-bold text-gold-300">{common.brand}</h1>
          <p className="mt-1 text-night-100/85">{common.tagline}</p>
        </div>
        <div className="rounded-3xl bg-cream p-6 shadow-2xl ring-1 ring-gold-400/30 sm:p-8">
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
