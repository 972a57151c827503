import { describe, expect, it } from 'vitest';
import { parsePaymentQuery } from './payment-query';

const complete = {
  razorpay_payment_id: 'pay_1',
  razorpay_order_id: 'order_1',
  razorpay_signature: 'abc',
  'notes[plan_id]': 'quarterly',
  amount: '74900',
};

describe('parsePaymentQuery', () => {
  it('reads the query Checkout gives, amount in paise', () => {
    expect(parsePaymentQuery(new URLSearchParams(complete))).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'abc',
      planId: 'quarterly',
      amount: 74900,
    });
  });

  it.each(['razorpay_payment_id', 'razorpay_order_id', 'notes[plan_id]', 'amount'] as const)('refuses a query without %s', (key) => {
    const query = new URLSearchParams(complete);
    query.delete(key);
    expect(parsePaymentQuery(query)).toBeNull();
  });

  it.each(['0', '', 'abc', '-5', '12.5'])('refuses the amount %j', (amount) => {
    expect(parsePaymentQuery(new URLSearchParams({ ...complete, amount }))).toBeNull();
  });

  it('leaves a missing signature to the server', () => {
    const query = new URLSearchParams(complete);
    query.delete('razorpay_signature');
    expect(parsePaymentQuery(query)).toMatchObject({ razorpay_signature: '' });
  });
});
