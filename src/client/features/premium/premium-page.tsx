import { Link } from 'react-router';
import { Button } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { StateCard } from '../../components/state-card';
import { messagesIn } from '../../../shared/messages-in';
import { commonText } from '../../i18n/common';
import { premiumText } from '../../i18n/premium';
import { useLanguage, useText } from '../../i18n/text';
import { useSession } from '../../lib/session';
import { usePlans } from './api/get-plans';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { orderWords } from './plan-words';
import { PremiumBenefits } from './premium-benefits';
import { PremiumMember } from './premium-member';
import { SandboxCheckout } from './sandbox-checkout';
import { useCheckout } from './use-checkout';

/** docs/product.md, Screens and routes /premium: the member page for subscribers, else the plans and what Premium gives. */
export function PremiumPage() {
  const { data } = useSession();
  if (data?.profile?.isPremium) return <PremiumMember />;
  return <PlansPage />;
}

function PlansPage() {
  const t = useText(premiumText);
  const common = useText(commonText);
  const { language } = useLanguage();
  const plans = usePlans();
  const checkout = useCheckout();

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700 [&:lang(hi)]:tracking-normal">{t.eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-night-800 sm:text-5xl">{t.title}</h1>
          <p className="mt-3 text-lg text-muted">{t.intro}</p>
        </header>

        <div className="mt-10 sm:mt-12">
          {plans.isPending ? (
            <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label={t.loadingPlans}>
              <PlanCardSkeleton />
              <PlanCardSkeleton />
              <PlanCardSkeleton />
            </div>
          ) : plans.isError ? (
            <StateCard
              tone="error"
              glyph="!"
              actions={
                <Button onClick={() => void plans.refetch()} disabled={plans.isFetching}>
                  {plans.isFetching ? common.loading : common.pageError.retry}
                </Button>
              }
            >
              {messagesIn(language).plansLoadFailed}
            </StateCard>
          ) : (
            <div className="grid gap-6 lg:grid-cols-3 lg:items-stretch lg:gap-5">
              {plans.data.plans.map((plan) => (
                <PlanCard
                  key={plan.planId}
                  plan={plan}
                  busy={checkout.phase === 'creating' && checkout.planId === plan.planId}
                  disabled={checkout.phase !== 'idle'}
                  onSubscribe={(chosen) => void checkout.subscribe(chosen)}
                />
              ))}
            </div>
          )}
          {plans.isSuccess && (
            <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">
              {t.payNote}{' '}
              <Link to="/shipping-returns" className="font-medium text-saffron-700 underline underline-offset-2 hover:text-saffron-600">
                {t.refundLink}
              </Link>
              {t.payNoteEnd}
            </p>
          )}
        </div>

        <PremiumBenefits />
      </PageContainer>

      {checkout.sandbox.order && (
        <SandboxCheckout
          order={checkout.sandbox.order}
          {...orderWords(
            checkout.sandbox.order,
            plans.data?.plans.find((plan) => plan.planId === checkout.planId),
            language,
          )}
          busy={checkout.sandbox.busy}
          onPay={() => void checkout.sandbox.pay('success')}
          onFail={() => void checkout.sandbox.pay('failure')}
          onClose={checkout.sandbox.close}
        />
      )}
    </div>
  );
}
