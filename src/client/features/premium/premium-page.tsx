import { Link } from 'react-router';
import { Button } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { StateCard } from '../../components/state-card';
import { messages } from '../../../shared/messages';
import { useSession } from '../../lib/session';
import { usePlans } from './api/get-plans';
import { PlanCard, PlanCardSkeleton } from './plan-card';
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
  const plans = usePlans();
  const checkout = useCheckout();

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">Jyotishi Premium</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-night-800 sm:text-5xl">Unlock Premium Cosmic Insights</h1>
          <p className="mt-3 text-lg text-muted">
            Unlimited readings written from your own birth chart, PDF reports to keep, and priority answers from our team.
          </p>
        </header>

        <div className="mt-10 sm:mt-12">
          {plans.isPending ? (
            <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label="Loading plans">
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
                  {plans.isFetching ? 'Loading...' : 'Try Again'}
                </Button>
              }
            >
              {messages.plansLoadFailed}
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
              Pay securely by card or UPI. Each plan is a single payment for its period and never renews by itself. Refund requests within 7
              days —{' '}
              <Link to="/shipping-returns" className="font-medium text-saffron-700 underline underline-offset-2 hover:text-saffron-600">
                see our refund policy
              </Link>
              .
            </p>
          )}
        </div>

        <PremiumBenefits />
      </PageContainer>

      {checkout.sandbox.order && (
        <SandboxCheckout
          order={checkout.sandbox.order}
          busy={checkout.sandbox.busy}
          onPay={() => void checkout.sandbox.pay('success')}
          onFail={() => void checkout.sandbox.pay('failure')}
          onClose={checkout.sandbox.close}
        />
      )}
    </div>
  );
}
