import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSummary } from '../../../shared/plans';
import { ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { premiumText } from '../../i18n/premium';
import { useLanguage, useText } from '../../i18n/text';
import { formatDate } from '../../lib/format';
import { subscriptionQuery } from '../../lib/subscription-api';
import { usePlanName } from './plan-words';

/** docs/product.md, Screens and routes /premium, 'Already active subscription'. */
export function PremiumMember() {
  const t = useText(premiumText).member;
  const subscription = useQuery(subscriptionQuery).data?.subscription;
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-3xl">
        <section className="night-sky overflow-hidden rounded-3xl px-6 py-10 text-center text-night-100 shadow-xl ring-1 ring-gold-400/40 sm:px-12 sm:py-12">
          <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-saffron-400 text-3xl text-night-900 shadow-lg" aria-hidden="true">
            ★
          </span>
          <h1 className="mt-5 font-display text-4xl font-bold text-gold-300 sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-3 max-w-md text-night-100/85">{t.thanks}</p>
          {subscription && <MemberPlan subscription={subscription} />}
        </section>

        <section aria-labelledby="member-benefits" className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-700/10 sm:p-8">
          <h2 id="member-benefits" className="font-display text-2xl font-bold text-night-800">
            {t.benefitsTitle}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {Object.entries(t.benefits).map(([key, benefit]) => (
              <li key={key} className="flex gap-3">
                <span className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-saffron-100 text-sm font-bold text-saffron-700" aria-hidden="true">
                  ✓
                </span>
                <span>
                  <span className="block font-semibold text-night-800">{benefit.title}</span>
                  <span className="block text-sm text-muted">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/" className="sm:flex-1">
              {t.dashboard}
            </ButtonLink>
            <ButtonLink to="/profile" variant="secondary" className="sm:flex-1">
              {t.details}
            </ButtonLink>
          </div>
        </section>
      </PageContainer>
    </div>
  );
}

/** The plan and how long it runs: 'Quarterly plan · Valid until 24 November 2026'. */
function MemberPlan({ subscription }: { subscription: SubscriptionSummary }) {
  const t = useText(premiumText).member;
  const { language } = useLanguage();
  const planName = usePlanName(subscription.planId, subscription.planName);
  return (
    <p className="mx-auto mt-5 inline-flex flex-col items-center gap-x-2 rounded-2xl bg-white/10 px-4 py-1.5 text-sm text-night-100 ring-1 ring-white/15 sm:flex-row sm:rounded-full">
      <span className="font-semibold text-white">{t.plan(planName)}</span>
      <span className="hidden sm:inline" aria-hidden="true">
        ·
      </span>
      <span>{subscription.endDate ? t.validUntil(formatDate(subscription.endDate, language)) : t.lifetime}</span>
    </p>
  );
}
