import { useEffect, useId, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { digitsOnly } from '../../../shared/phone';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { api, ApiError, unwrap } from '../../lib/api';
import { useCaptcha } from './use-captcha';

type Props = {
  phone: string;
  display: string;
  onChangeNumber: () => void;
  onVerified: (isNewUser: boolean) => void;
};

const resendSeconds = 30;

export function OtpStep({ phone, display, onChangeNumber, onVerified }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(resendSeconds);
  const captcha = useCaptcha();
  const ids = { code: useId(), error: useId() };

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(messages.otpFormat);
    setError('');
    setBusy(true);
    try {
      const result = await unwrap(api.auth.otp.verify.$post({ json: { phone, code } }));
      onVerified(result.isNewUser);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.otpFallback);
      setBusy(false);
    }
  };

  const resend = async () => {
    setError('');
    setNotice('');
    try {
      const result = await unwrap(api.auth.otp.send.$post({ json: { phone, captcha: await captcha.take() } }));
      setCode('');
      setWait(result.resendAfterSeconds);
      setNotice('A new code is on its way. The previous code no longer works.');
    } catch (e) {
      const retryAfter = e instanceof ApiError ? Number(e.details.retryAfterSeconds ?? 0) : 0;
      if (retryAfter > 0) setWait(retryAfter);
      setError(e instanceof ApiError ? e.message : messages.loginFallback);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2 className="font-display text-2xl font-bold text-night-800">Verify your number</h2>
      <p className="mt-1 text-sm text-muted">
        Enter the 6-digit code sent to <span className="font-semibold text-night-800">{display}</span>
      </p>

      <label htmlFor={ids.code} className="mt-6 block text-sm font-semibold text-night-800">
        Verification code
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
          setCode(digitsOnly(e.target.value, 6));
          setError('');
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? ids.error : undefined}
        className="mt-2 min-h-14 w-full rounded-xl border border-night-700/20 bg-white px-4 text-center text-2xl font-semibold tracking-[0.5em] text-night-900 placeholder:text-night-700/30 focus:border-saffron-500"
      />
      {error && (
        <p id={ids.error} role="alert" className="mt-2 text-sm font-medium text-maroon-700">
          {error}
        </p>
      )}
      {notice && !error && (
        <p role="status" className="mt-2 text-sm text-green-800">
          {notice}
        </p>
      )}

      <Button type="submit" className="mt-6 w-full" disabled={busy}>
        {busy ? <Spinner label="Verifying..." /> : 'Verify OTP'}
      </Button>

      <div className="mt-5 flex items-center justify-between text-sm">
        <button type="button" onClick={onChangeNumber} className="font-medium text-night-700 underline underline-offset-2 hover:text-saffron-700">
          Change phone number?
        </button>
        {wait > 0 ? (
          <span className="text-muted" aria-live="polite">
            Resend code in 0:{String(wait).padStart(2, '0')}
          </span>
        ) : (
          <button type="button" onClick={() => void resend()} className="font-medium text-saffron-700 underline underline-offset-2">
            Resend code
          </button>
        )}
      </div>
    </form>
  );
}
