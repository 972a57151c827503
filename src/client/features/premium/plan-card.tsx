import { durationMonths, type PlanView } from '../../../shared/plans';
import { Spinner } from '../../components/spinner';
import { premiumText } from '../../i18n/premium';
import { useLanguage, useText } from '../../i18n/text';
import { formatRupees } from '../../lib/format';
import { planWords } from './plan-words';
import { subscribeButtonId } from './use-checkout';

type Props = {
  plan: PlanView;
  /** Its feature lines in the page's language (planFeatureLines). */
  features: string[];
  /** The plan that costs least per month: it says so. */
  bestValue: boolean;
  /** This plan's order is being created. */
  busy: boolean;
  /** Any checkout is under way: no second order. */
  disabled: boolean;
  onSubscribe: (plan: PlanView) => void;
};

function Check({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`mt-0.5 h-5 w-5 shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 10.5l3.2 3.2L15 7" />
    </svg>
  );
}

/** What a longer plan comes to per month, e.g. '₹250' for ₹749 a quarter. */
function perMonth(plan: PlanView) {
  const months = durationMonths[plan.duration];
  return months && months > 1 ? formatRupees(Math.round(plan.price / months)) : null;
}

/**
 * docs/product.md, Screens and routes /premium: one plan card. The popular plan (the operator's
 * choice, stored with the plans) stands out; the one that costs least per month says 'Best value'.
 */
export function PlanCard({ plan, features, bestValue, busy, disabled, onSubscribe }: Props) {
  const t = useText(premiumText).card;
  const { language } = useLanguage();
  const words = planWords(plan, language);
  const popular = plan.isPopular;
  const monthly = perMonth(plan);
  const headingId = `plan-${plan.planId}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col overflow-hidden rounded-3xl ${
        popular ? 'night-sky text-night-100 shadow-xl ring-2 ring-gold-400 lg:-my-4' : 'bg-white text-ink shadow-sm ring-1 ring-night-700/10'
      }`}
    >
      {/* Letter-spacing pulls apart Devanagari's joined letters: Hindi keeps normal spacing. */}
      {popular && (
        <p className="bg-gradient-to-r from-gold-400 to-saffron-400 py-1.5 text-center text-xs font-bold tracking-[0.2em] text-night-900 [&:lang(hi)]:tracking-normal">
          {t.popular}
        </p>
      )}
      <div className={`flex flex-1 flex-col p-6 sm:p-7 ${popular ? 'lg:py-9' : ''}`}>
        <h2 id={headingId} className={`font-display text-3xl font-bold ${popular ? 'text-gold-300' : 'text-night-800'}`}>
          {words.name}
        </h2>
        <p className={`mt-1 text-sm ${popular ? 'text-night-100/85' : 'text-muted'}`}>{words.description}</p>

        <p className="mt-5 flex items-baseline gap-2">
          <span className={`text-4xl font-bold tracking-tight ${popular ? 'text-white' : 'text-night-800'}`}>{formatRupees(plan.price)}</span>
          <span className={`text-sm font-medium ${popular ? 'text-night-100/80' : 'text-muted'}`}>{t.periods[plan.duration]}</span>
        </p>
        {monthly || bestValue ? (
          <p className={`mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm leading-5 ${popular ? 'text-gold-300' : 'text-saffron-700'}`}>
            {monthly && <span>{t.perMonth(monthly)}</span>}
            {/* Beside the price a month, which is what it compares. */}
            {bestValue && (
              <span className={`rounded-full px-2 text-xs font-bold leading-5 ring-1 ${popular ? 'bg-gold-300/15 ring-gold-300/40' : 'bg-saffron-50 ring-saffron-300/70'}`}>
                {t.bestValue}
                <span className="sr-only">: {t.bestValueNote}</span>
              </span>
            )}
          </p>
        ) : (
          // Keeps the prices of the three cards level side by side on wide screens.
          <span className="mt-1 hidden h-5 lg:block" aria-hidden="true" />
        )}

        <ul className={`mt-5 flex-1 space-y-2.5 border-t pt-5 text-[15px] ${popular ? 'border-white/15' : 'border-night-700/10'}`}>
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check className={popular ? 'text-gold-300' : 'text-saffron-600'} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>

        <button
          type="button"
          id={subscribeButtonId(plan.planId)}
          onClick={() => onSubscribe(plan)}
          disabled={disabled}
          aria-describedby={headingId}
          className={`mt-7 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
            popular
              ? 'bg-saffron-500 text-night-950 shadow-md hover:bg-saffron-400 active:bg-saffron-600'
              : 'bg-night-800 text-gold-300 hover:bg-night-700 active:bg-night-900'
          }`}
        >
          {busy ? <Spinner label={t.processing} /> : t.subscribe}
        </button>
      </div>
    </article>
  );
}

/** Three placeholder cards while the plans load. */
export function PlanCardSkeleton() {
  return (
    <div className="flex animate-pulse flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-night-700/10" aria-hidden="true">
      <div className="h-8 w-32 rounded-lg bg-night-100" />
      <div className="mt-3 h-4 w-48 rounded bg-night-100/70" />
      <div className="mt-6 h-10 w-28 rounded-lg bg-night-100" />
      <div className="mt-6 space-y-3 border-t border-night-700/10 pt-5">
        <div className="h-4 w-full rounded bg-night-100/70" />
        <div className="h-4 w-5/6 rounded bg-night-100/70" />
        <div className="h-4 w-4/6 rounded bg-night-100/70" />
      </div>
      <div className="mt-8 h-12 w-full rounded-xl bg-night-100" />
    </div>
  );
}
