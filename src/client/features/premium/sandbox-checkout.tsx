import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CheckoutOrder } from '../../../shared/plans';
import { LockIcon } from '../../components/lock-icon';
import { LogoMark } from '../../components/logo';
import { Spinner } from '../../components/spinner';
import { premiumText } from '../../i18n/premium';
import { useText } from '../../i18n/text';
import { formatRupees } from '../../lib/format';
import type { SandboxOutcome } from './use-checkout';

type Method = 'card' | 'upi';

const methods: Array<{ id: Method; icon: React.ReactNode }> = [
  {
    id: 'card',
    icon: (
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
        <path d="M2.5 9.5h19M6 15h4" />
      </svg>
    ),
  },
  {
    id: 'upi',
    icon: (
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M7 3.5 4 20.5M13.5 3.5l-3 17M15 8l5 4-5 4" />
      </svg>
    ),
  },
];

/** '+919876543210' → '+91 98765 43210'. */
const formatContact = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

type Props = {
  order: CheckoutOrder;
  /** The order's name and description in the interface language. */
  name: string;
  description: string;
  busy: SandboxOutcome | null;
  onPay: () => void;
  onFail: () => void;
  onClose: () => void;
};

/**
 * The sandbox provider's checkout: our own modal in the shape of Razorpay's, clearly
 * marked as a test, with Pay, Fail and close. Pay and Fail ask the server, which answers exactly
 * as Razorpay's Checkout would, so the rest of the purchase runs the real verification code.
 */
export function SandboxCheckout({ order, name, description, busy, onPay, onFail, onClose }: Props) {
  const t = useText(premiumText).checkout;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [method, setMethod] = useState<Method>('card');
  const amount = formatRupees(order.amount / 100);
  const methodWords: Record<Method, { label: string; detail: string }> = {
    card: { label: t.card, detail: t.cardDetail },
    // The sandbox's test UPI address is the same in every language.
    upi: { label: t.upi, detail: `success@sandbox · ${t.anyUpiApp}` },
  };

  // Focus goes into the dialog and the page behind it stops scrolling; both come back on close.
  useEffect(() => {
    dialog.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Escape closes, and Tab stays inside the dialog (aria-modal: the page behind is out of reach),
  // wherever focus is: a click on the backdrop leaves it on the page's body.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const box = dialog.current;
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!busy) onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...box.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled)')].filter(
        (element) => !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof Node && box.contains(active);
      if (!inside || (event.shiftKey && (active === first || active === box))) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onClose]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-night-950/70 backdrop-blur-[2px] sm:items-center sm:p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-test`}
        tabIndex={-1}
        className="flex max-h-[100dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none sm:max-w-[400px] sm:rounded-2xl"
      >
        <p
          id={`${titleId}-test`}
          className="flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-center text-sm font-bold text-amber-950"
        >
          <span aria-hidden="true">⚠</span>
          {t.test}
        </p>

        <header className="relative px-5 pb-5 pt-4 text-white" style={{ backgroundColor: order.themeColor }}>
          <div className="flex items-start gap-3 pr-10">
            <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-white shadow-sm">
              <LogoMark className="h-9 w-9" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold leading-tight">
                {name}
              </h2>
              <p className="text-sm text-white/90">{description}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={busy !== null}
            aria-label={t.close}
            className="absolute right-3 top-3 grid h-10 w-10 place-items-center rounded-full text-2xl leading-none text-white hover:bg-white/15 disabled:opacity-50"
          >
            <span aria-hidden="true">×</span>
          </button>
          <p className="mt-4 flex items-baseline justify-between gap-3">
            <span className="text-sm font-medium text-white/90">{t.amount}</span>
            <span className="text-3xl font-bold tracking-tight" data-testid="checkout-amount">
              {amount}
            </span>
          </p>
        </header>

        <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
          <div className="rounded-xl bg-sand/60 px-4 py-3 text-sm">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted [&:lang(hi)]:tracking-normal">{t.contact}</p>
            <p className="mt-1 font-medium text-night-800">{formatContact(order.prefill.contact)}</p>
            {order.prefill.email && <p className="truncate text-night-800/80">{order.prefill.email}</p>}
          </div>

          <fieldset>
            <legend className="text-xs font-semibold uppercase tracking-wider text-muted [&:lang(hi)]:tracking-normal">{t.payWith}</legend>
            <div className="mt-2 space-y-2">
              {methods.map((m) => (
                <label
                  key={m.id}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-saffron-400 ${
                    method === m.id ? 'border-saffron-500 bg-saffron-50' : 'border-night-700/15 hover:bg-sand/50'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${titleId}-method`}
                    value={m.id}
                    checked={method === m.id}
                    onChange={() => setMethod(m.id)}
                    disabled={busy !== null}
                    className="sr-only"
                  />
                  <span className={`grid h-9 w-9 shrink-0 place-items-center rounded-lg ${method === m.id ? 'bg-saffron-500 text-night-950' : 'bg-night-100 text-night-700'}`}>
                    {m.icon}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-night-800">{methodWords[m.id].label}</span>
                    <span className="block text-sm text-muted">{methodWords[m.id].detail}</span>
                  </span>
                  <span
                    className={`grid h-5 w-5 shrink-0 place-items-center rounded-full border-2 ${method === m.id ? 'border-saffron-600' : 'border-night-700/25'}`}
                    aria-hidden="true"
                  >
                    {method === m.id && <span className="h-2.5 w-2.5 rounded-full bg-saffron-600" />}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <p className="text-xs leading-relaxed text-muted">
            {t.noteBefore} <strong className="text-night-800">{t.pay}</strong> {t.noteMiddle} <strong className="text-night-800">{t.fail}</strong>{' '}
            {t.noteAfter}
          </p>
        </div>

        <footer className="border-t border-night-700/10 px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-4">
          <div className="grid grid-cols-[1fr_2fr] gap-3">
            <button
              type="button"
              onClick={onFail}
              disabled={busy !== null}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-maroon-700/30 px-4 font-semibold text-maroon-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy === 'failure' ? <Spinner /> : t.fail}
            </button>
            <button
              type="button"
              onClick={onPay}
              disabled={busy !== null}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 text-base font-bold text-night-950 shadow-sm transition-[filter] hover:brightness-105 disabled:cursor-not-allowed disabled:opacity-60"
              style={{ backgroundColor: order.themeColor }}
            >
              {busy === 'success' ? <Spinner /> : t.pay}
            </button>
          </div>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-[11px] text-muted">
            <LockIcon />
            {t.footer(order.currency)}
          </p>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
