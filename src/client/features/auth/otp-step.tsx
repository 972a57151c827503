import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { localizeMessage } from '../../i18n/server-messages';
import { digitsOnly } from '../../../shared/phone';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { authText } from '../../i18n/auth';
import { useLanguage, useText } from '../../i18n/text';
import { api, ApiError, unwrap } from '../../lib/api';
import { useCaptcha } from './use-captcha';

type Props = {
  phone: string;
  display: string;
  onChangeNumber: () => void;
  onVerified: (isNewUser: boolean) => void;
};

const resendSeconds = 30;

/** A wait as a clock: 30 → '0:30', 90 → '1:30'. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function OtpStep({ phone, display, onChangeNumber, onVerified }: Props) {
  const { language } = useLanguage();
  const t = useText(authText).otp;
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(resendSeconds);
  const captcha = useCaptcha();
  const ids = { code: useId(), error: useId() };

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // A ref, not the `busy` state: Enter pressed in the same moment as the sixth digit arrives must
  // not send the code a second time before React has re-rendered (every check counts as a try).
  const checking = useRef(false);
  const verify = async (value: string) => {
    if (!/^\d{6}$/.test(value)) return setError(messages.otpFormat);
    if (checking.current) return;
    checking.current = true;
    setError('');
    setBusy(true);
    try {
      const result = await unwrap(api.auth.otp.verify.$post({ json: { phone, code: value } }));
      onVerified(result.isNewUser);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.otpFallback);
      setBusy(false);
      checking.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const resend = async () => {
    setError('');
    setNotice(false);
    try {
      const result = await captcha.withSolution((solution) => unwrap(api.auth.otp.send.$post({ json: { phone, captcha: solution } })));
      setCode('');
      setWait(result.resendAfterSeconds);
      setNotice(true);
    } catch (e) {
      const retryAfter = e instanceof ApiError ? Number(e.details.retryAfterSeconds ?? 0) : 0;
      if (retryAfter > 0) setWait(retryAfter);
      setError(e instanceof ApiError ? e.message : messages.loginFallback);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 className="font-display text-2xl font-bold text-night-800">{t.title}</h2>
      <p className="mt-1 text-sm text-muted">
        {t.sentTo} <span className="font-semibold text-night-800">{display}</span>
      </p>

      <label htmlFor={ids.code} className="mt-6 block text-sm font-semibold text-night-800">
        {t.label}
      </label>
      <input
        id={ids.code}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="••••••"
        value={code}
        autoFocus
        onChange={(e) => {
          const next = digitsOnly(e.target.value, 6);
          setCode(next);
          setError('');
          // The sixth digit sends the code, typed or filled in by the SMS autofill: no button to find.
          if (next.length === 6 && next !== code) void verify(next);
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? ids.error : undefined}
        className="mt-2 min-h-14 w-full rounded-xl border border-night-700/20 bg-white px-4 text-center text-2xl font-semibold tracking-[0.5em] text-night-900 placeholder:text-night-700/30 focus:border-saffron-500"
      />
      {error && (
        <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-maroon-700">
          {localizeMessage(error, language)}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="mt-2 text-sm text-green-800">
          {t.resent}
        </p>
      )}

      <Button type="submit" className="mt-6 w-full" disabled={busy}>
        {busy ? <Spinner label={t.verifying} /> : t.verify}
      </Button>

      <div className="mt-5 flex items-center justify-between text-sm">
        <button type="button" onClick={onChangeNumber} className="font-medium text-night-700 underline underline-offset-2 hover:text-saffron-700">
          {t.changeNumber}
        </button>
        {wait > 0 ? (
          <span className="text-muted" aria-live="polite">
            {t.resendIn(clock(wait))}
          </span>
        ) : (
          <button type="button" onClick={() => void resend()} className="font-medium text-saffron-700 underline underline-offset-2">
            {t.resend}
          </button>
        )}
      </div>
    </form>
  );
}
