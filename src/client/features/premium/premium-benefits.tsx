import type { ReactNode } from 'react';
import { premiumText } from '../../i18n/premium';
import { useText } from '../../i18n/text';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

const icons = {
  readings: icon(<path d="M12 3.5l2.1 5 5.4.4-4.1 3.5 1.3 5.3L12 14.8l-4.7 2.9 1.3-5.3-4.1-3.5 5.4-.4z" />),
  matches: icon(
    <>
      <circle cx="9" cy="12" r="5.5" />
      <circle cx="15" cy="12" r="5.5" />
    </>,
  ),
  fairUse: icon(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3.5 2" />
    </>,
  ),
};

/**
 * What Premium adds over a free account, and nothing it does not (docs/product.md, Access): readings
 * and Kundli Milan reports without credits, and the fair-use limit when the server has one. What
 * every user has anyway is said once, below, so nobody pays for it.
 */
export function PremiumBenefits({ readingsPerDay }: { readingsPerDay: number | null }) {
  const t = useText(premiumText);
  const benefits: Array<{ key: keyof typeof icons; title: string; text: string }> = [
    { key: 'readings', title: t.benefits.readings.title, text: t.benefits.readings.text },
    { key: 'matches', title: t.benefits.matches.title, text: t.benefits.matches.text },
    ...(readingsPerDay !== null ? [{ key: 'fairUse' as const, title: t.benefits.fairUse.title, text: t.benefits.fairUse.text(readingsPerDay) }] : []),
  ];
  return (
    <section aria-labelledby="benefits-heading" className="mt-14 sm:mt-20">
      <h2 id="benefits-heading" className="text-center font-display text-3xl font-bold text-night-800 sm:text-4xl">
        {t.benefitsTitle}
      </h2>
      <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${benefits.length === 3 ? 'lg:grid-cols-3' : ''}`}>
        {benefits.map((benefit) => (
          <li key={benefit.key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-night-800 text-gold-300">{icons[benefit.key]}</span>
            <h3 className="mt-4 font-display text-xl font-bold text-night-800">{benefit.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">{t.alreadyFree}</p>
    </section>
  );
}
