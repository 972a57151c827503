import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { dialCountries, defaultDialCode } from '../../../shared/countries';
import { messages } from '../../../shared/messages';
import { localizeMessage } from '../../i18n/server-messages';
import { composePhone, digitsOnly, nationalDigits } from '../../../shared/phone';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { authText } from '../../i18n/auth';
import { useLanguage, useText } from '../../i18n/text';
import { api, ApiError, unwrap } from '../../lib/api';
import { useSendHeldForm } from '../../lib/held-form';
import { useCaptcha } from './use-captcha';

type Props = {
  initial: { dial: string; digits: string } | null;
  onSent: (phone: string, display: string, entered: { dial: string; digits: string }) => void;
};

export function PhoneStep({ initial, onSent }: Props) {
  const { language } = useLanguage();
  const t = useText(authText);
  const [dial, setDial] = useState(initial?.dial ?? defaultDialCode);
  const [digits, setDigits] = useState(initial?.digits ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const ids = { dial: useId(), phone: useId(), error: useId() };
  const dialSelect = useRef<HTMLSelectElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The page arrives drawn before its app starts, and on a slow phone a visitor may pick a country
  // or type the number before the app takes the form over: what they entered is kept, tidied as a
  // paste would be, instead of being wiped by the app's first change to the form.
  useLayoutEffect(() => {
    const picked = dialSelect.current?.value || dial;
    const typed = phoneInput.current?.value ?? '';
    if (picked !== dial) setDial(picked);
    if (typed !== digits) setDigits(digitsOnly(nationalDigits(picked, typed), 15));
    // Once, when the form is first in the app's hands: later the inputs only change through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // And a number sent meanwhile is sent now, with what was typed.
  useSendHeldForm(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const national = nationalDigits(dial, digits);
    if (!national) return setError(messages.phoneBlank);
    setError('');
    setBusy(true);
    try {
      const result = await sendWithCaptcha(composePhone(dial, digits));
      onSent(result.phoneNumber, `${dial} ${national}`, { dial, digits });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.loginFallback);
    } finally {
      setBusy(false);
    }
  };

  const sendWithCaptcha = (phone: string) => captcha.withSolution((solution) => unwrap(api.auth.otp.send.$post({ json: { phone, captcha: solution } })));

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <h2 className="font-display text-2xl font-bold text-night-800">{t.phone.title}</h2>
      <p className="mt-1 text-sm text-muted">{t.phone.intro}</p>

      <label htmlFor={ids.phone} className="mt-6 block text-sm font-semibold text-night-800">
        {t.phone.label}
      </label>
      <div className="mt-2 flex gap-1.5 sm:gap-2">
        <label htmlFor={ids.dial} className="sr-only">
          {t.phone.countryCode}
        </label>
        {/* The closed picker shows just the dial code ('+91 ▾'): with the country's name too it
            would push the number off a narrow or zoomed screen. The list still names each country. */}
        <div className="relative flex min-h-12 shrink-0 items-center gap-1 rounded-xl border border-night-700/20 bg-white px-2 text-base sm:px-3 text-night-800 focus-within:border-saffron-500 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-saffron-400">
          <span aria-hidden="true">{dial}</span>
          <svg viewBox="0 0 12 12" className="h-3 w-3 text-muted" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5" />
          </svg>
          <select ref={dialSelect} id={ids.dial} value={dial} onChange={(e) => setDial(e.target.value)} className="absolute inset-0 h-full w-full cursor-pointer opacity-0">
            {dialCountries.map((c) => (
              <option key={c.iso} value={c.dial}>
                {c.dial} {t.countries[c.iso]}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={phoneInput}
          id={ids.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.phone.placeholder}
          value={digits}
          onChange={(e) => {
            // A paste or autofill ('+91 98765 43210', '098765 43210') arrives whole and is tidied at
            // once; keystrokes only lose what is not a digit, and the rest is tidied on sending.
            const entered = e.target.value;
            const pasted = entered.length - digits.length > 1 || entered.includes('+');
            setDigits(digitsOnly(pasted ? nationalDigits(dial, entered) : entered, 15));
            setError('');
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          className="min-h-12 w-full min-w-0 flex-1 rounded-xl border border-night-700/20 bg-white px-3 text-lg tracking-wide sm:px-4 text-night-900 placeholder:text-night-700/35 focus:border-saffron-500"
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-maroon-700">
          {/* Kept as written, so a switch of language re-words the browser's own messages too. */}
          {localizeMessage(error, language)}
        </p>
      )}

      <Button type="submit" className="mt-6 w-full" disabled={busy}>
        {busy ? <Spinner label={t.phone.sending} /> : t.phone.send}
      </Button>
      <CaptchaStatus state={captcha.state} />
    </form>
  );
}

/** The visible side of the invisible check (docs/product.md, Screens and routes: a human-verification widget). */
function CaptchaStatus({ state }: { state: ReturnType<typeof useCaptcha>['state'] }) {
  const t = useText(authText).captcha;
  if (state === 'off') return null;
  return (
    <p className="mt-4 flex items-center justify-center gap-2 text-xs text-muted" aria-live="polite" data-testid="captcha-status" data-state={state}>
      <svg viewBox="0 0 24 24" className={`h-4 w-4 ${state === 'ready' ? 'text-green-700' : 'text-muted'}`} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
        {state === 'ready' && <path d="M8.5 12l2.5 2.5 4.5-5" />}
      </svg>
      {t[state]} · {t.protectedBy('ALTCHA')}
    </p>
  );
}
