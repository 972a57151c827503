import { useEffect, useRef } from 'react';
import type { readings } from '../i18n/en/readings';
import type { Translation } from '../i18n/text';
import { ButtonLink } from './button';

/**
 * docs/product.md, Screens and routes: at access level none, pressing generate shows the two ways
 * to unlock. The words come from the page (the readings catalogue's `gate`): imported here, the
 * whole readings catalogue would travel in the chunk every page loads.
 */
export function AccessGate({ title, onBack, words: t }: { title: string; onBack: () => void; words: Translation<typeof readings>['gate'] }) {
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
        <span aria-hidden="true">←</span> {t.back}
      </button>
      <div className="mt-2 text-center">
        <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-night-800 text-3xl text-gold-300 shadow-lg" aria-hidden="true">
          ☾
        </span>
        <h1 id="gate-heading" ref={heading} tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-night-800 outline-none sm:text-4xl">
          {t.title(title)}
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-muted">{t.intro}</p>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="night-sky flex flex-col rounded-3xl p-6 text-night-100 shadow-lg ring-1 ring-gold-400/40">
          <p className="text-xs font-bold uppercase tracking-widest text-gold-300 [&:lang(hi)]:tracking-normal">{t.premiumEyebrow}</p>
          <h2 className="mt-1 font-display text-2xl font-bold text-white">{t.premiumTitle}</h2>
          <ul className="mt-3 flex-1 space-y-1.5 text-sm text-night-100/90">
            <li>{t.premiumPoints.every}</li>
            <li>{t.premiumPoints.matches}</li>
            <li>{t.premiumPoints.noCredits}</li>
          </ul>
          <ButtonLink to="/premium" className="mt-6 w-full">
            {t.getPremium}
          </ButtonLink>
        </div>
        <div className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10">
          <p className="text-xs font-bold uppercase tracking-widest text-emerald-700 [&:lang(hi)]:tracking-normal">{t.shareEyebrow}</p>
          <h2 className="mt-1 font-display text-2xl font-bold text-night-800">{t.shareTitle}</h2>
          <p className="mt-3 flex-1 text-sm text-muted">{t.shareText}</p>
          <ButtonLink to="/share-unlock" variant="secondary" className="mt-6 w-full">
            {t.shareToUnlock}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
