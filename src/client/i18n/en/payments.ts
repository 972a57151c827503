// /payment/success: verifying the payment, then its receipt or why it failed. The validity line and
// the links the member view also has come from the premium catalogue.
export const payments = {
  verifying: 'Processing your payment...',
  verifyingNote: 'Confirming with the payment gateway. Please keep this page open.',
  success: {
    title: 'Payment Successful!',
    welcome: 'Welcome to Jyotishi Premium. Every reading is now unlocked.',
    plan: 'Plan',
    validity: 'Validity',
    amount: 'Amount paid',
    reference: 'Payment reference',
    explore: 'Start Exploring',
  },
  failed: {
    title: 'Payment Failed',
    helpBefore: 'If money left your account, write to',
    helpMiddle: 'with the payment reference',
    helpEnd: '.',
  },
};
