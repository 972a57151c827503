import type { ReactNode } from 'react';
import { premiumText } from '../../i18n/premium';
import { useText } from '../../i18n/text';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);

/** docs/product.md, Screens and routes /premium: the four benefit cards. */
const benefits = [
  {
    key: 'unlimited',
    icon: icon(<path d="M12 3.5l2.1 5 5.4.4-4.1 3.5 1.3 5.3L12 14.8l-4.7 2.9 1.3-5.3-4.1-3.5 5.4-.4z" />),
  },
  {
    key: 'pdf',
    icon: icon(
      <>
        <path d="M6.5 3h7.5l4.5 4.5V19a2 2 0 0 1-2 2h-10a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
        <path d="M13.5 3v5h5M9 13h6M9 16.5h4" />
      </>,
    ),
  },
  {
    key: 'analysis',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 3.5v17M3.5 12h17M6 6l12 12M18 6 6 18" />
      </>,
    ),
  },
  {
    key: 'support',
    icon: icon(<path d="M4 12a8 8 0 0 1 16 0v4.5a2 2 0 0 1-2 2h-1.5v-6H20M4 12.5h3.5v6H6a2 2 0 0 1-2-2zM16.5 18.5c0 1.4-1.8 2.5-4.5 2.5" />),
  },
] as const;

export function PremiumBenefits() {
  const t = useText(premiumText);
  return (
    <section aria-labelledby="benefits-heading" className="mt-14 sm:mt-20">
      <h2 id="benefits-heading" className="text-center font-display text-3xl font-bold text-night-800 sm:text-4xl">
        {t.benefitsTitle}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-night-800 text-gold-300">{benefit.icon}</span>
            <h3 className="mt-4 font-display text-xl font-bold text-night-800">{t.benefits[benefit.key].title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{t.benefits[benefit.key].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
