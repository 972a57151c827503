import {
  Callout,
  GrievanceContact,
  GrievanceMailLink,
  LegalLayout,
  List,
  Section,
  SubSection,
  TextLink,
  SupportMailLink,
} from './legal-layout';
import { AbroadProviders, AutomaticData, CookiesAndAnalytics, GlanceTracking, TrackingProviders } from './privacy-tracking';

const requestSubject = 'Personal data request';

export function PrivacyPage() {
  return (
    <LegalLayout page="privacy">
      <Callout title="At a glance">
        <List>
          <li>We collect only what we need to sign you in, write your readings and handle payments.</li>
          <li>We never see or store your card or UPI credentials — Razorpay handles them.</li>
          <GlanceTracking />
          <li>Our analytics never record your phone number or birth details.</li>
          <li>
            You can ask to see, correct or erase your data at any time by writing to <SupportMailLink />
            .
          </li>
        </List>
      </Callout>

      <Section number={1} title="Who we are and what this policy covers">
        <p>
          Jyotishi is a personal Vedic astrology service on the web. This Privacy Policy explains what personal data
          Jyotishi collects when you use the Service, why we collect it, who we share it with, how long we keep it and the
          rights you have over it.
        </p>
        <p>
          For the purposes of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”), Jyotishi is the{' '}
          <em>data fiduciary</em> for your personal data and you are the <em>data principal</em>. We also follow the
          Information Technology Act, 2000 and the rules made under it, including the Information Technology (Reasonable
          Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011.
        </p>
        <p>
          This policy should be read together with our <TextLink to="/terms">Terms of Service</TextLink>.
        </p>
      </Section>

      <Section number={2} title="The personal data we collect">
        <SubSection title="2.1 Information you give us">
          <List>
            <li>
              <strong className="font-semibold">Mobile phone number</strong> — to send you a one-time sign-in code and to
              identify your account.
            </li>
            <li>
              <strong className="font-semibold">Birth details</strong> — your name, gender, date of birth, time of birth and
              place of birth, which we need to calculate your birth chart.
            </li>
            <li>
              <strong className="font-semibold">Email address</strong> — optional. Give it only if you wish.
            </li>
            <li>
              <strong className="font-semibold">Messages to us</strong> — what you write when you contact support or the
              Grievance Officer.
            </li>
          </List>
        </SubSection>
        <SubSection title="2.2 Information created when you use the Service">
          <List>
            <li>
              <strong className="font-semibold">Readings</strong> — the readings written for you, so that you can read them
              again and download them as a PDF.
            </li>
            <li>
              <strong className="font-semibold">Account status</strong> — whether you have used your free reading, your
              share credits, and whether and until when you have Premium.
            </li>
            <li>
              <strong className="font-semibold">Payment records</strong> — for each purchase, the Razorpay payment id, the
              Razorpay order id and the amount paid. We never see or store your card number, CVV, UPI PIN or other card or
              UPI credentials; these are entered with and handled by Razorpay.
            </li>
          </List>
        </SubSection>
        <SubSection title="2.3 Information collected automatically">
          <AutomaticData />
        </SubSection>
      </Section>

      <Section number={3} title="Why we use your data">
        <p>We use your personal data only for the following purposes:</p>
        <List>
          <li>to sign you in securely and keep you signed in;</li>
          <li>to calculate your birth chart and write, store and display your readings, and to produce PDF downloads;</li>
          <li>to give you your free reading, record share credits and apply the daily limit on them;</li>
          <li>to process payments, activate and manage Premium, and handle refund requests;</li>
          <li>to answer your questions and deal with complaints and grievances;</li>
          <li>
            to understand, in aggregate, how the Service is used so that we can improve it, and to find and fix errors;
          </li>
          <li>to protect the Service and our users against fraud, abuse and security threats;</li>
          <li>to comply with our legal obligations, such as keeping payment and tax records and responding to lawful requests.</li>
        </List>
        <p>
          We do not sell or rent your personal data. We do not use it for advertising, and we do not build advertising
          profiles about you.
        </p>
      </Section>

      <Section number={4} title="Consent and the legal basis for processing">
        <p>
          We process your personal data on the basis of the consent you give when you sign in and save your birth details,
          for the purposes described in this policy. Where the DPDP Act allows it, we may also process data for certain
          legitimate uses without separate consent — for example, to comply with a law, a court order or a request from a
          government authority.
        </p>
        <p>
          You can withdraw your consent at any time, as easily as you gave it, by writing to{' '}
          <SupportMailLink subject={requestSubject} />. Withdrawing consent does not affect processing
          that took place before you withdrew it. Because we cannot prepare readings without your birth details or sign
          you in without your phone number, withdrawing consent will mean we close your account and stop providing the
          Service to you.
        </p>
        <p>
          If you enter the birth details of another person, please make sure that person has agreed to you doing so.
        </p>
      </Section>

      <Section number={5} title="Who we share your data with">
        <p>
          We share personal data only with the service providers that help us run Jyotishi, and only as much as each one
          needs to do its job. They act on our instructions and are required to protect your data.
        </p>
        <List>
          <li>
            <strong className="font-semibold">SMS gateway</strong> — receives your phone number and the one-time sign-in
            code so that the code can be delivered to you by SMS.
          </li>
          <li>
            <strong className="font-semibold">Razorpay</strong> — our payment gateway, which processes card and UPI
            payments. Razorpay collects your payment details directly, under its own privacy policy, and tells us the
            payment id, order id, amount and whether the payment succeeded.
          </li>
          <li>
            <strong className="font-semibold">AI language-model provider</strong> — when this is in use, we send the birth
            details and chart facts needed to write your reading. We send only what the reading needs.
          </li>
          <li>
            <strong className="font-semibold">Hosting provider</strong> — stores our database and runs our servers, in
            India or in the provider’s region.
          </li>
          <TrackingProviders />
        </List>
        <p>We may also disclose personal data:</p>
        <List>
          <li>
            where required by law, or in response to a valid request from a court, regulator or law-enforcement authority;
          </li>
          <li>where necessary to protect the rights, safety or property of our users, the public or Jyotishi;</li>
          <li>
            to a company that takes over the Service, in which case this policy will continue to apply to your data and we
            will let you know.
          </li>
        </List>
        <p>
          When you share a reading or a promotional message on WhatsApp, you do so yourself through WhatsApp, under
          WhatsApp’s own terms and privacy policy. Jyotishi does not receive your WhatsApp contacts or messages.
        </p>
      </Section>

      <Section number={6} title="Where your data is stored">
        <p>
          Your data is stored by our hosting provider in India or in the provider’s region. Some of our service providers,
          such as <AbroadProviders />, may process data outside India. Any such transfer is made in accordance
          with the DPDP Act, and we do not transfer personal data to any country or territory to which the Government of
          India has restricted transfers.
        </p>
      </Section>

      <Section number={7} title="Cookies and analytics">
        <CookiesAndAnalytics />
      </Section>

      <Section number={8} title="How long we keep your data">
        <List>
          <li>
            <strong className="font-semibold">Account, birth details and readings</strong> — for as long as you have an
            account with us. When you ask us to erase your account, or withdraw your consent, we delete them, unless the law
            requires us to keep something.
          </li>
          <li>
            <strong className="font-semibold">Payment records</strong> — for as long as Indian tax, accounting and other
            applicable laws require, even after your account is closed.
          </li>
          <li>
            <strong className="font-semibold">Error logs</strong> — for a limited period, only as long as needed to
            investigate and fix problems and keep the Service secure.
          </li>
          <li>
            <strong className="font-semibold">Analytics</strong> — these do not contain your phone number or birth details
            and are used in aggregate.
          </li>
          <li>
            <strong className="font-semibold">Support and grievance correspondence</strong> — for as long as needed to
            resolve the matter and meet our legal obligations.
          </li>
        </List>
        <p>
          We also erase personal data when it is no longer needed for the purpose for which it was collected, as the DPDP
          Act requires.
        </p>
      </Section>

      <Section number={9} title="How we protect your data">
        <p>
          We use reasonable security practices, appropriate to the nature of the data, to protect your personal data
          against unauthorised access, loss, misuse or alteration. These include:
        </p>
        <List>
          <li>encrypted (HTTPS) connections between your browser and our servers;</li>
          <li>sign-in by one-time code, so there is no password that can be guessed or leaked;</li>
          <li>
            an httpOnly session cookie, with only a cryptographic hash of the session token kept on our side, so a copy of
            our database cannot be used to sign in as you;
          </li>
          <li>an automatic human-verification check and limits on sign-in attempts and code requests to prevent abuse;</li>
          <li>access to personal data restricted to the people and providers who need it.</li>
        </List>
        <p>
          No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of
          India and the affected users as the DPDP Act requires, and take steps to contain it.
        </p>
      </Section>

      <Section number={10} title="Your rights">
        <p>Under the DPDP Act you have the right to:</p>
        <List>
          <li>
            <strong className="font-semibold">Access</strong> — get a summary of the personal data we hold about you, how we
            process it, and the names of the people and providers we have shared it with.
          </li>
          <li>
            <strong className="font-semibold">Correction</strong> — have inaccurate or misleading data corrected, incomplete
            data completed and out-of-date data updated. You can also edit your birth details yourself in the app.
          </li>
          <li>
            <strong className="font-semibold">Erasure</strong> — have your personal data deleted, except where the law
            requires us to keep it.
          </li>
          <li>
            <strong className="font-semibold">Withdraw consent</strong> — at any time, as described in section 4.
          </li>
          <li>
            <strong className="font-semibold">Grievance redressal</strong> — have your complaint about our handling of your
            data heard and resolved by our Grievance Officer.
          </li>
          <li>
            <strong className="font-semibold">Nominate</strong> — name another person to exercise your rights on your
            behalf in the event of your death or incapacity.
          </li>
        </List>
        <SubSection title="How to make a request">
          <p>
            Email <SupportMailLink subject={requestSubject} /> from the email address on your account if
            you have given one, or otherwise tell us your registered phone number. Say which right you want to use (for a
            nomination, include the name and contact details of your nominee). To protect your account, we may ask you to
            confirm that the request comes from you before we act on it. We will respond within the time limits set by law.
          </p>
          <p>
            If you are not satisfied with our response, you can write to our Grievance Officer at{' '}
            <GrievanceMailLink />. If your grievance is still not resolved, you may
            complain to the Data Protection Board of India.
          </p>
        </SubSection>
        <p>
          As a data principal you also have duties under the DPDP Act — for example, to give accurate information, not to
          impersonate another person and not to file false or frivolous complaints.
        </p>
      </Section>

      <Section number={11} title="Children">
        <p>
          Jyotishi is intended for adults aged 18 and over. A person under 18 may use the Service only with the verifiable
          consent of a parent or lawful guardian, who should sign in and save the child’s details on their behalf. We do
          not carry out tracking, behavioural monitoring or targeted advertising directed at children.
        </p>
        <p>
          If you believe a child has given us personal data without a parent’s or guardian’s consent, please write to{' '}
          <SupportMailLink /> and we will delete it.
        </p>
      </Section>

      <Section number={12} title="Changes to this policy">
        <p>
          We may update this Privacy Policy from time to time — for example, if we add a feature or change a service
          provider. The date at the top of this page shows when it was last changed. If we make a significant change to how
          we use your personal data, we will let you know before it takes effect and, where the law requires, ask for your
          consent again.
        </p>
      </Section>

      <Section number={13} title="Contact and Grievance Officer">
        <p>
          For questions about this policy or to exercise your rights, write to{' '}
          <SupportMailLink subject={requestSubject} />. For complaints, our{' '}
          <strong className="font-semibold text-night-800">Grievance Officer, Jyotishi</strong> can be reached at{' '}
          <GrievanceMailLink />, in accordance with the DPDP Act, the Information
          Technology Act, 2000 and the rules made under it, and the Consumer Protection (E-Commerce) Rules, 2020. The
          Grievance Officer will acknowledge your complaint within 48 hours and resolve it within 30 days.
        </p>
        <GrievanceContact />
      </Section>
    </LegalLayout>
  );
}
