import type { Page } from '@playwright/test';
import { expect, postAsPage } from './fixtures';

/** Buys a plan as the page does (order, the sandbox checkout's Pay, verify), through the API: the user is a member after. */
export async function buyInSandbox(page: Page, planId: string) {
  const order = (await (await postAsPage(page, '/api/payments/orders', { planId })).json()) as { orderId: string };
  const paid = (await (await postAsPage(page, '/api/payments/sandbox/pay', { orderId: order.orderId, outcome: 'success' })).json()) as Record<string, string>;
  const verified = await postAsPage(page, '/api/payments/verify', {
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_signature: paid.razorpay_signature,
    planId,
    amount: paid.amount,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
