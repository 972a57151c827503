import type { PaymentProviderName } from '../../shared/plans';

/**
 * What Razorpay's Checkout needs in our Content-Security-Policy, only when Razorpay is the provider
 * (docs/security.md, Web): checkout.js must be loaded from Razorpay itself (PCI), it opens its form in a
 * frame from api.razorpay.com, and reports to Razorpay's own endpoints. The sandbox needs nothing.
 */
export function checkoutCspSources(provider: PaymentProviderName) {
  if (provider !== 'razorpay') return { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  return {
    scriptSrc: ['https://checkout.razorpay.com'],
    frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    imgSrc: ['https://cdn.razorpay.com'],
  };
}
