import type { CheckoutOrder } from '../../../shared/plans';

// Razorpay's Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
// checkout.js must come from Razorpay itself, and the server's CSP allows its origin only when
// Razorpay is the provider, so it is loaded here, on the first order, and never otherwise.

const checkoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands to `handler` after a successful payment. */
export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; contact: string; email: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<NonNullable<Window['Razorpay']>> | undefined;

/** Loads checkout.js once; a failed load is forgotten so the next attempt tries again. */
function loadCheckout() {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<NonNullable<Window['Razorpay']>>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = checkoutScriptUrl;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not start')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Could not load Razorpay Checkout'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type CheckoutCallbacks = {
  onSuccess: (response: RazorpaySuccess) => void;
  onDismiss: () => void;
  onFailure: () => void;
};

/** Opens Razorpay's Checkout for an order with the options of docs/product.md, Calls. Rejects if checkout.js cannot load. */
export async function openRazorpayCheckout(order: CheckoutOrder, callbacks: CheckoutCallbacks) {
  const Razorpay = await loadCheckout();
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.orderId,
    prefill: order.prefill,
    notes: order.notes,
    theme: { color: order.themeColor },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on('payment.failed', () => callbacks.onFailure());
  checkout.open();
}
