import {
  Callout,
  GrievanceContact,
  GrievanceMailLink,
  LegalLayout,
  List,
  Section,
  SubSection,
  SupportMailLink,
  TextLink,
} from './legal-layout';
import { usePublicConfig } from '../../lib/public-config';

export function TermsPage() {
  return (
    <LegalLayout page="terms">
      <Callout title="The short version">
        <List>
          <li>You must be 18 or older, or use Jyotishi with the consent of a parent or guardian.</li>
          <li>
            Readings are for guidance, entertainment and reflection. They are not medical, legal, financial or psychological
            advice.
          </li>
          <li>Your first reading is free. After that you can earn a reading by sharing on WhatsApp, or buy Premium.</li>
          <li>Premium is a one-time payment for a fixed period. It never renews automatically.</li>
          <li>Refund requests can be made within 7 days of purchase; otherwise fees are non-refundable.</li>
        </List>
        <p className="text-sm text-muted">
          This summary is for convenience only. The full terms below are what apply.
        </p>
      </Callout>

      <Section number={1} title="About these terms">
        <p>
          These Terms of Service (the “Terms”) govern your use of Jyotishi, a personal Vedic astrology service available on
          the web (the “Service”). In these Terms, “Jyotishi”, “we”, “us” and “our” refer to the operator of the Service,
          and “you” and “your” refer to the person using it.
        </p>
        <p>
          By signing in to or using the Service you agree to these Terms, to our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink> and to our{' '}
          <TextLink to="/shipping-returns">Shipping, Returns &amp; Refunds</TextLink> policy, which form part of these
          Terms. If you do not agree, please do not use the Service.
        </p>
        <p>
          These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it. They
          are published in accordance with the Information Technology (Intermediary Guidelines and Digital Media Ethics
          Code) Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020, and do not require a physical or digital
          signature.
        </p>
      </Section>

      <Section number={2} title="Who can use Jyotishi">
        <List>
          <li>
            You must be at least 18 years old to create an account and use the Service. If you are under 18, you may use
            Jyotishi only with the verifiable consent and under the supervision of your parent or lawful guardian, who
            accepts these Terms on your behalf and is responsible for your use of the Service.
          </li>
          <li>You must be legally able to enter into a binding contract under Indian law.</li>
          <li>
            You must not use the Service if we have previously suspended or closed your account for breaking these Terms,
            unless we have agreed in writing that you may return.
          </li>
        </List>
      </Section>

      <Section number={3} title="Your account and sign-in">
        <p>
          You sign in to Jyotishi with your mobile phone number and a one-time code that we send to that number by SMS.
          Your phone number identifies your account. You agree that:
        </p>
        <List>
          <li>You will use only a phone number that belongs to you or that you are authorised to use.</li>
          <li>
            You will keep your phone and the one-time codes sent to it private. Anyone who can read your SMS messages may be
            able to sign in to your account. Never share a sign-in code with anyone — Jyotishi will never ask you for it.
          </li>
          <li>
            You are responsible for activity on your account. If you think someone else has accessed it, tell us straight
            away at <SupportMailLink />.
          </li>
          <li>
            The birth details you save (name, gender, optional email address, and date, time and place of birth) will be
            accurate. Readings are calculated from these details, so an incorrect time or place of birth will produce an
            incorrect chart. We cannot check the details you give us and are not responsible for readings based on
            inaccurate details.
          </li>
          <li>
            If you enter the birth details of another person, you will do so only with that person’s permission.
          </li>
        </List>
        <p>
          Signing in keeps you signed in on that browser through a single session cookie until you sign out or the session
          expires. You can sign out at any time.
        </p>
      </Section>

      <Section number={4} title="What the Service provides">
        <p>
          Jyotishi prepares written astrological readings from your birth chart, which we calculate from the birth details
          you save. Readings are available for different periods and themes — daily, weekly, monthly, quarterly, yearly,
          career, love, health and life — and can be downloaded as a PDF or shared on WhatsApp.
        </p>
        <p>
          Readings may be written with the help of an artificial-intelligence language model supplied by a third-party
          provider, working from the facts of your chart. Like any astrological interpretation, a reading is one view of
          your chart, not a certainty.
        </p>
        <p>
          We work continually to improve the Service and may add, change or remove features, reading types or content. If
          a change materially reduces what you have paid for during an active Premium period, we will tell you and you may
          contact us under section 8.
        </p>
      </Section>

      <Section number={5} title="Readings are guidance, not professional advice">
        <Callout>
          <p>
            <strong className="font-semibold text-night-800">Please read this section carefully.</strong> Jyotishi readings
            are offered for guidance, entertainment and personal reflection only. Astrology is a traditional system of
            interpretation; it is not a science, and its predictions cannot be verified or guaranteed.
          </p>
        </Callout>
        <List>
          <li>
            Readings are <strong className="font-semibold">not</strong> medical, legal, financial, investment, tax or
            psychological advice, and they are not a substitute for advice from a qualified professional. Health readings
            do not diagnose, treat or prevent any condition.
          </li>
          <li>
            Do not start, stop or delay medical treatment, or make important legal, financial, career or relationship
            decisions, on the basis of a reading alone.
          </li>
          <li>
            We do not promise that any event described in a reading will or will not happen, and we are not responsible for
            decisions you make, or do not make, because of a reading.
          </li>
          <li>
            If you are in distress or thinking about harming yourself, please contact a doctor or a mental-health
            professional, call the Tele-MANAS mental-health helpline on 14416, or call the national emergency number 112
            immediately.
          </li>
        </List>
      </Section>

      <Section number={6} title="Free readings and share credits">
        <List>
          <li>Your first reading is free.</li>
          <li>
            After that, each further reading needs either a share credit or an active Premium plan.
          </li>
          <li>
            You earn a share credit by sharing Jyotishi’s promotional message on WhatsApp. Each share earns one credit, and
            one credit unlocks one reading. The number of credits you can earn each day is limited.
          </li>
          <li>
            Share only with people you know and who are likely to welcome the message. You are responsible for the messages
            you send from your own WhatsApp account, and for following WhatsApp’s own terms when you do so.
          </li>
          <li>
            Free readings and share credits have no cash value. They cannot be sold, transferred to another account,
            exchanged for money or refunded.
          </li>
          <li>
            We may change the daily limit, or change or end the share programme, at any time. We may remove credits that
            were obtained through automation, fake accounts or any other misuse.
          </li>
        </List>
      </Section>

      <Section number={7} title="Premium plans and payment">
        <SubSection title="7.1 What Premium includes">
          <PremiumIncludes />
        </SubSection>
        <SubSection title="7.2 Plans and prices">
          <p>
            Premium is offered as monthly, quarterly and yearly plans, and we may also offer a lifetime plan. The price, the
            length of the plan and what it includes are shown in the app before you pay. All prices are in Indian rupees
            (INR). Any applicable taxes are shown at checkout.
          </p>
          <p>
            We may change our prices from time to time. A price change never affects a plan you have already paid for.
          </p>
        </SubSection>
        <SubSection title="7.3 One-time payment, no automatic renewal">
          <p>
            Each plan is a single, one-time payment for a fixed period. Plans do <strong className="font-semibold">not</strong>{' '}
            renew automatically and we will never charge you again without you choosing to buy another plan. Premium
            starts as soon as your payment is confirmed and ends automatically at the end of the period you paid for.
          </p>
          <p>
            A lifetime plan, where offered, gives Premium for as long as Jyotishi continues to operate the Service, on the
            terms of these Terms as they apply from time to time.
          </p>
        </SubSection>
        <SubSection title="7.4 How payments are processed">
          <p>
            Payments are processed by Razorpay, a payment gateway, by card or UPI. Your card or UPI
            details are entered with Razorpay and handled by Razorpay under its own terms and privacy policy. Jyotishi never
            sees or stores your card number, CVV, UPI PIN or other payment credentials. We keep a record of the payment —
            the Razorpay payment and order identifiers and the amount — so that we can activate Premium and help you with
            any question about it.
          </p>
          <p>
            You confirm that you are authorised to use the payment method you choose. Your bank or card issuer may apply its
            own charges (for example, for foreign-currency or international transactions); these are not charged by
            Jyotishi.
          </p>
        </SubSection>
      </Section>

      <Section number={8} title="Cancellations and refunds">
        <p>
          Because plans never renew automatically, there is nothing to cancel: your Premium simply runs until the end of the
          period you paid for.
        </p>
        <p>
          You may request a refund within 7 days of purchase by writing to <SupportMailLink /> with your
          Razorpay payment id. Requests are reviewed case by case. Apart from refunds we approve under that policy, fees
          are non-refundable, including for any unused part of a plan. Full details are in our{' '}
          <TextLink to="/shipping-returns">Shipping, Returns &amp; Refunds</TextLink> policy. Nothing in these Terms
          limits any right to a refund that you have under the Consumer Protection Act, 2019.
        </p>
      </Section>

      <Section number={9} title="Acceptable use">
        <p>When using Jyotishi you agree not to:</p>
        <List>
          <li>break any law, or use the Service for any unlawful, fraudulent or harmful purpose;</li>
          <li>sign in with a phone number that is not yours, or impersonate any person;</li>
          <li>enter another person’s personal details without their permission;</li>
          <li>
            copy, scrape, or use bots or automated tools to access the Service, create readings or earn share credits;
          </li>
          <li>
            attempt to break, probe or bypass our security, rate limits or payment checks, or interfere with the Service
            for other users;
          </li>
          <li>
            decompile, reverse engineer or copy the software, design or content of the Service, except as the law allows;
          </li>
          <li>resell readings or offer them as part of a paid service of your own;</li>
          <li>send spam or misleading messages, including when sharing on WhatsApp.</li>
        </List>
      </Section>

      <Section number={10} title="Content and intellectual property">
        <p>
          The Service — including its software, design, logo, the name “Jyotishi”, and the text of its pages and
          readings — belongs to Jyotishi or its licensors and is protected by Indian and international intellectual
          property laws.
        </p>
        <p>
          We give you a personal, non-exclusive, non-transferable licence to use the Service and to keep, download, print
          and share your readings for personal, non-commercial purposes, including with your family and friends. The birth
          details you give us remain yours; you allow us to use them only to provide the Service as described in our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink>.
        </p>
      </Section>

      <Section number={11} title="Third-party services">
        <p>
          The Service relies on other companies to work: an SMS gateway to deliver sign-in codes, Razorpay to process
          payments, an AI language-model provider to help write readings, and a hosting provider to run our servers. When
          you share a reading or a promotional message, you do so through WhatsApp, which is operated by its own provider.
          Your use of those third-party services may also be subject to their own terms. We are not responsible for
          services we do not control, but we choose our providers carefully and will help you if something goes wrong.
        </p>
      </Section>

      <Section number={12} title="Availability of the Service">
        <p>
          We aim to keep Jyotishi available at all times, but we do not guarantee that it will always be available,
          uninterrupted or free of errors. We may need to suspend the Service for maintenance, upgrades or reasons outside
          our control, such as failures of networks, SMS delivery or payment systems. SMS delivery of sign-in codes depends
          on your mobile network.
        </p>
        <p>
          If we decide to close the Service permanently, we will give you reasonable notice where we can, so that you can
          download your readings.
        </p>
      </Section>

      <Section number={13} title="Suspension and closing your account">
        <p>
          You can stop using Jyotishi at any time. You can ask us to delete your account and personal data as described in
          our <TextLink to="/privacy">Privacy Policy</TextLink>.
        </p>
        <p>
          We may suspend or close your account, or remove share credits, if you seriously or repeatedly break these Terms,
          if we are required to by law, or if we reasonably believe your account is being used for fraud or to harm the
          Service or other people. Where appropriate we will tell you the reason and give you a chance to respond.
        </p>
      </Section>

      <Section number={14} title="Disclaimers and limitation of liability">
        <p>
          The Service and all readings are provided “as is” and “as available”. To the fullest extent permitted by law, we
          make no warranties, express or implied, about the accuracy, completeness or usefulness of any reading, or that
          the Service will meet your expectations.
        </p>
        <p>To the fullest extent permitted by law:</p>
        <List>
          <li>
            we are not liable for any decision you make, or any loss you suffer, because you relied on a reading;
          </li>
          <li>
            we are not liable for indirect or consequential losses, such as loss of profit, opportunity, data or goodwill;
          </li>
          <li>
            our total liability to you for any claim relating to the Service is limited to the amount you paid to Jyotishi
            in the 12 months before the event giving rise to the claim.
          </li>
        </List>
        <p>
          Nothing in these Terms excludes or limits any liability that cannot be excluded or limited under Indian law,
          including your rights as a consumer under the Consumer Protection Act, 2019.
        </p>
      </Section>

      <Section number={15} title="Indemnity">
        <p>
          You agree to compensate Jyotishi for any reasonable loss or expense, including legal costs, that we suffer because
          you used the Service unlawfully or broke these Terms — for example, by entering another person’s details without
          their permission or by sending unlawful messages.
        </p>
      </Section>

      <Section number={16} title="Privacy">
        <p>
          We handle your personal data in accordance with the Digital Personal Data Protection Act, 2023 and the Information
          Technology Act, 2000. Our <TextLink to="/privacy">Privacy Policy</TextLink> explains what we collect, why, who we
          share it with and the rights you have.
        </p>
      </Section>

      <Section number={17} title="Changes to these Terms">
        <p>
          We may update these Terms from time to time, for example when we add features or when the law changes. The date
          at the top of this page shows when they were last changed. If we make a significant change, we will let you know
          before it takes effect, for example by a notice in the Service or by email if you have given us an address. Changes never apply retrospectively to a plan you have already paid for. If you
          continue to use the Service after a change takes effect, you accept the updated Terms.
        </p>
      </Section>

      <Section number={18} title="Governing law and disputes">
        <p>
          These Terms are governed by the laws of India. If you have a problem, please contact us first — most issues can be
          resolved quickly by email. Subject to your rights below, the courts at Bengaluru, Karnataka have exclusive
          jurisdiction over any dispute arising out of or relating to these Terms or the Service.
        </p>
        <p>
          Nothing in this section prevents you, as a consumer, from filing a complaint before the Consumer Disputes
          Redressal Commission or other forum available to you under the Consumer Protection Act, 2019, including through
          the National Consumer Helpline.
        </p>
      </Section>

      <Section number={19} title="General">
        <List>
          <li>
            If any part of these Terms is found to be invalid or unenforceable, the rest of the Terms remain in full effect.
          </li>
          <li>If we do not enforce a right straight away, we have not given it up.</li>
          <li>
            You may not transfer your account or your rights under these Terms to anyone else. We may transfer our rights
            and obligations to another organisation that takes over the Service, provided your rights under these Terms are
            not reduced.
          </li>
          <li>
            These Terms, together with the Privacy Policy and the Shipping, Returns &amp; Refunds policy, are the whole
            agreement between you and Jyotishi about the Service.
          </li>
        </List>
      </Section>

      <Section number={20} title="Contact and Grievance Officer">
        <p>
          For any question about these Terms, your account, readings or payments, write to{' '}
          <SupportMailLink />.
        </p>
        <p>
          In accordance with the Information Technology Act, 2000 and the rules made under it, including the Information
          Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, and the Consumer Protection
          (E-Commerce) Rules, 2020, Jyotishi has appointed a Grievance Officer. You can write to the{' '}
          <strong className="font-semibold text-night-800">Grievance Officer, Jyotishi</strong> at{' '}
          <GrievanceMailLink />. The Grievance Officer will acknowledge your complaint
          within 48 hours of receiving it and resolve it within 30 days. Please include your registered phone number, a
          short description of the issue and, if it concerns a payment, the Razorpay payment id.
        </p>
        <GrievanceContact />
      </Section>
    </LegalLayout>
  );
}

/**
 * 7.1: what Premium adds over a free account, and nothing more: readings and Kundli Milan reports
 * without credits, within the fair-use limit the server is configured with (none when it has none).
 */
function PremiumIncludes() {
  const perDay = usePublicConfig()?.premiumReadingsPerDay;
  return (
    <>
      <p>
        While your Premium plan is active you can have readings of every type and Kundli Milan reports without using your
        free reading or share credits. “Unlimited” means as many as you wish for your own personal use
        {typeof perDay === 'number' && `, within a fair-use limit of ${perDay} readings and reports in any 24 hours`}; it
        does not permit automated or bulk generation of readings or their resale.
      </p>
      <p>
        Downloading readings and reports as PDFs, your Kundli, the panchang and your family’s charts are available to every
        user, with or without Premium.
      </p>
    </>
  );
}
