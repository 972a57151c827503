import type { PlanView } from '../../../shared/plans';
import { useLanguage } from '../../i18n/text';
import { orderWords } from './plan-words';
import { SandboxCheckout } from './sandbox-checkout';
import type { useCheckout } from './use-checkout';

/**
 * The sandbox checkout of a purchase under way, over whichever page started it (the plans, or a
 * member's extension): Razorpay's own window needs nothing here.
 */
export function CheckoutDialog({ checkout, plans }: { checkout: ReturnType<typeof useCheckout>; plans: PlanView[] | undefined }) {
  const { language } = useLanguage();
  const order = checkout.sandbox.order;
  if (!order) return null;
  return (
    <SandboxCheckout
      order={order}
      {...orderWords(
        order,
        plans?.find((plan) => plan.planId === checkout.planId),
        language,
      )}
      busy={checkout.sandbox.busy}
      onPay={() => void checkout.sandbox.pay('success')}
      onFail={() => void checkout.sandbox.pay('failure')}
      onClose={checkout.sandbox.close}
    />
  );
}
