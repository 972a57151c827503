import { Callout, GrievanceContact, LegalLayout, List, Section, SubSection, SupportMailLink, TextLink } from './legal-layout';

export function ShippingReturnsPage() {
  return (
    <LegalLayout page="shipping">
      <Callout title="At a glance">
        <List>
          <li>Jyotishi is a digital service. Nothing is shipped — Premium is added to your account as soon as you pay.</li>
          <li>Plans never renew automatically, so there is nothing to cancel.</li>
          <li>You can request a refund within 7 days of purchase. Otherwise, fees are non-refundable.</li>
          <li>Approved refunds go back to your original payment method within 5–7 working days.</li>
        </List>
      </Callout>

      <Section number={1} title="A digital service — nothing is shipped">
        <p>
          Jyotishi provides written astrological readings online. We do not sell or ship any physical goods, so there are
          no delivery charges, courier partners, delivery addresses or physical returns. Everything you buy from Jyotishi
          is delivered to your account on the web.
        </p>
        <p>
          This policy forms part of our <TextLink to="/terms">Terms of Service</TextLink>.
        </p>
      </Section>

      <Section number={2} title="Delivery of Premium">
        <p>
          Premium is delivered instantly. As soon as Razorpay confirms your payment, Premium is activated on the account you
          were signed in to when you paid, and you can start asking for readings and Kundli Milan reports without share
          credits straight away. Your readings appear in the app and can be downloaded as PDF reports.
        </p>
        <SubSection title="2.1 If Premium is not active">
          <p>
            Occasionally a payment confirmation can be delayed by the bank or the payment network. If Premium is not active
            on your account within 30 minutes of a successful payment:
          </p>
          <List ordered>
            <li>Make sure you are signed in with the same phone number you used when you paid, and refresh the page.</li>
            <li>
              If it is still not active, write to <SupportMailLink subject="Premium not activated" /> with
              your Razorpay payment id (it starts with <code className="rounded bg-sand px-1.5 py-0.5 text-sm">pay_</code>{' '}
              and is shown on the payment confirmation from Razorpay) and your registered phone number.
            </li>
          </List>
          <p>We will check the payment with Razorpay and activate Premium, or refund you if we cannot.</p>
        </SubSection>
      </Section>

      <Section number={3} title="Cancellations">
        <p>
          Every Premium plan — monthly, quarterly, yearly, or lifetime where offered — is a single, one-time payment for a
          fixed period. Plans do not renew automatically and we never charge you again unless you choose to buy another
          plan. There is therefore no subscription to cancel.
        </p>
        <p>
          Once bought, Premium stays active until the end of the period you paid for and then ends on its own. You can
          simply stop using Premium at any time; this does not by itself entitle you to a refund of the unused part of the
          period (see section 4).
        </p>
      </Section>

      <Section number={4} title="Refunds">
        <SubSection title="4.1 How to request a refund">
          <p>
            You can request a refund within <strong className="font-semibold">7 days of purchase</strong>. Email{' '}
            <SupportMailLink subject="Refund request" /> with:
          </p>
          <List>
            <li>your Razorpay payment id;</li>
            <li>your registered phone number; and</li>
            <li>a short explanation of the reason for your request.</li>
          </List>
        </SubSection>

        <SubSection title="4.2 How we decide">
          <p>
            Each request is reviewed case by case, and we will reply to tell you our decision. Situations in which we will
            normally approve a refund include:
          </p>
          <List>
            <li>you were charged more than once for the same purchase (a duplicate charge);</li>
            <li>your payment was taken but Premium was not activated on your account;</li>
            <li>a technical failure prevented you from using Premium and we could not fix it.</li>
          </List>
        </SubSection>

        <SubSection title="4.3 How refunds are paid">
          <p>
            Approved refunds are sent back to the original payment method — the same card or UPI account you paid with —
            through Razorpay, within 5–7 working days of approval. Your bank may take a little longer to show the credit on
            your statement. We cannot refund to a different account or payment method, or in cash. When a refund is approved,
            the Premium access bought with that payment ends.
          </p>
        </SubSection>

        <SubSection title="4.4 What is not refundable">
          <List>
            <li>
              Apart from refunds approved under this policy, fees are non-refundable, including requests made more than 7
              days after purchase and the unused part of any plan.
            </li>
            <li>
              Free readings and share credits have no cash value. They cannot be refunded, exchanged for money or transferred
              to another account.
            </li>
          </List>
          <p>Nothing in this policy affects any rights you have under the Consumer Protection Act, 2019.</p>
        </SubSection>
      </Section>

      <Section number={5} title="Failed or pending payments">
        <p>
          If money is debited from your account but Razorpay reports the payment as failed, no purchase has been made and
          the amount is normally returned to you automatically by Razorpay or your bank. If it has not been returned within
          5–7 working days, write to <SupportMailLink subject="Failed payment" /> with the Razorpay
          payment id or the transaction reference from your bank, and we will help you follow it up.
        </p>
      </Section>

      <Section number={6} title="Contact and grievances">
        <p>
          For delivery, cancellation or refund questions, write to <SupportMailLink />. If you are not
          satisfied with our answer, you can contact our Grievance Officer, who will acknowledge your complaint within 48
          hours and resolve it within 30 days, in accordance with the Consumer Protection (E-Commerce) Rules, 2020. See also
          our <TextLink to="/privacy">Privacy Policy</TextLink> for how we handle your data.
        </p>
        <GrievanceContact />
      </Section>
    </LegalLayout>
  );
}

