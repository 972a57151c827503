import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../components/button';

/** docs/product.md, Screens and routes: at access level none, pressing generate shows the two ways to unlock. */
export function AccessGate({ title, onBack }: { title: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the form in place: move focus so screen readers hear the change.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="gate-heading" className="mx-auto max-w-3xl">
      <button
        type="button"
        onClick={onBack}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-[15px] font-medium text-night-700 hover:bg-night-100/60"
      >
        <span aria-hidden="true">←</span> Back to reading details
      </button>
      <div className="mt-2 text-center">
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-night-800 text-3xl text-gold-300 shadow-lg" aria-hidden="true">
          ☾
        </span>
        <h1 id="gate-heading" ref={heading} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-night-800 outline-none sm:text-4xl">
          Choose how to unlock your {title}
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-muted">
          Your free reading has been used. Share Jyotishi with a friend for one more reading, or go Premium for unlimited readings.
        </p>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="night-sky flex flex-col rounded-3xl p-6 text-night-100 shadow-lg ring-1 ring-gold-400/40">
          <p className="text-xs font-bold uppercase tracking-widest text-gold-300">Unlimited</p>
          <h2 className="mt-1 font-display text-2xl font-bold text-white">Premium</h2>
          <ul className="mt-3 flex-1 space-y-1.5 text-sm text-night-100/90">
            <li>✓ Every reading type, as often as you like</li>
            <li>✓ PDF reports to keep and share</li>
            <li>✓ Priority support</li>
          </ul>
          <ButtonLink to="/premium" className="mt-6 w-full">
            Get Premium
          </ButtonLink>
        </div>
        <div className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10">
          <p className="text-xs font-bold uppercase tracking-widest text-emerald-700">Free</p>
          <h2 className="mt-1 font-display text-2xl font-bold text-night-800">Share on WhatsApp</h2>
          <p className="mt-3 flex-1 text-sm text-muted">Send a friend a message about Jyotishi and unlock 1 free reading for each share.</p>
          <ButtonLink to="/share-unlock" variant="secondary" className="mt-6 w-full">
            Share to Unlock
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
