import type { ReactNode } from 'react';
import { usePublicConfig, type PublicConfig } from '../../lib/public-config';
import { List } from './legal-layout';

// The parts of the privacy policy that depend on what the server has switched on: Google Analytics
// (GA_MEASUREMENT_ID), Sentry (SENTRY_DSN) and the cookies' names and lifetimes. The policy lists
// only what is on, so it never promises less tracking than there is, nor names a provider not used.

const Strong = ({ children }: { children: ReactNode }) => <strong className="font-semibold">{children}</strong>;
const Code = ({ children }: { children: ReactNode }) => <code className="rounded bg-sand px-1 py-0.5 font-mono text-[0.9em]">{children}</code>;

/** GA4's own cookies: `_ga`, and `_ga_` followed by the measurement id without its `G-`. */
const gaCookies = (measurementId: string) => [`_ga`, `_ga_${measurementId.replace(/^G-/, '')}`];

/** At a glance: what the Service does and does not track. */
export function GlanceTracking() {
  const config = usePublicConfig();
  if (config?.gaMeasurementId) {
    return (
      <li>
        We do not sell your personal data or use advertising cookies. We use Google Analytics, which sets cookies of its
        own, to see how the Service is used (see section 7).
      </li>
    );
  }
  return <li>We do not sell your personal data, and we do not use advertising or third-party tracking cookies.</li>;
}

/** 2.3, Information collected automatically. */
export function AutomaticData() {
  const config = usePublicConfig();
  return (
    <List>
      <li>
        <Strong>Our own analytics</Strong> — the pages you view and the actions you take in the Service (for example,
        opening a reading), with a random visitor id kept in your browser. These records never include your phone number
        or birth details, and Jyotishi keeps them itself.
      </li>
      {config?.gaMeasurementId && (
        <li>
          <Strong>Google Analytics</Strong> — the same page views and actions, with the ids in addresses removed, are also
          sent to Google Analytics, which sets its own cookies in your browser (see section 7). We never send Google your
          phone number or birth details.
        </li>
      )}
      <li>
        <Strong>Error logs</Strong> — technical details recorded when something goes wrong, so that we can find and fix the
        problem.
        {config?.sentry && ' Errors on our servers are also reported to Sentry, with phone numbers and other number-like details removed.'}
      </li>
      <li>
        <Strong>Cookies and browser storage</Strong> — a few cookies the Service needs, such as the one that keeps you
        signed in, and settings kept in your browser (see section 7).
      </li>
    </List>
  );
}

/** Section 5: the providers that only receive data when they are switched on. */
export function TrackingProviders() {
  const config = usePublicConfig();
  return (
    <>
      {config?.gaMeasurementId && (
        <li>
          <Strong>Google (Google Analytics)</Strong> — receives the pages you view and the actions you take, with a random
          identifier from its cookies and the technical details your browser sends, such as your IP address and browser
          type, to give us statistics on how the Service is used. Never your phone number or birth details.
        </li>
      )}
      {config?.sentry && (
        <li>
          <Strong>Sentry</Strong> — our error-tracking provider, which receives technical reports of errors on our servers,
          with phone numbers and other number-like details removed and without your account details.
        </li>
      )}
    </>
  );
}

/** Section 6: providers that may process data outside India. */
export function AbroadProviders() {
  const config = usePublicConfig();
  const names = ['the AI language-model provider', config?.gaMeasurementId && 'Google Analytics', config?.sentry && 'Sentry'].filter(Boolean);
  return <>{names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}</>;
}

/** Section 7: every cookie the Service sets, what is kept in the browser, and the analytics. */
export function CookiesAndAnalytics() {
  const config = usePublicConfig();
  if (!config) return <p className="h-40 animate-pulse rounded-2xl bg-sand/60" aria-hidden="true" />;
  return (
    <>
      <p>Jyotishi sets these cookies, each needed for the Service to work as you ask it to:</p>
      <List>
        {ourCookies(config).map((cookie) => (
          <li key={cookie.name}>
            <Code>{cookie.name}</Code> — <Strong>{cookie.title}</Strong>. {cookie.text}
          </li>
        ))}
      </List>
      <p>
        Because the Service cannot sign you in or keep your language without them, we do not ask for separate consent to
        these cookies.
      </p>
      <p>
        Your browser also keeps, in its own storage on your device: a random visitor id (<Code>jyotishi:visitor</Code>) for
        our own analytics and, for the length of a visit, whether you came from a link shared on WhatsApp (
        <Code>jyotishi:source</Code>). None of them holds your phone number or birth details, and clearing your browser’s
        site data removes them.
      </p>
      {config.gaMeasurementId ? (
        <>
          <p>
            We use <Strong>Google Analytics</Strong>, a service of Google, to understand how the Service is used. Google’s
            script sets its own cookies, {gaCookies(config.gaMeasurementId).map((name, i) => (
              <span key={name}>
                {i > 0 && ' and '}
                <Code>{name}</Code>
              </span>
            ))}
            , which hold a random identifier and last up to two years. Google receives the pages you view (with the ids in
            addresses removed), the actions you take, and the technical details your browser sends, such as your IP
            address and browser type, under Google’s own privacy policy. We never send Google your phone number or birth
            details. You can block these cookies in your browser’s settings; the Service works without them.
          </p>
          <p>We do not use advertising cookies or social-media pixels.</p>
        </>
      ) : (
        <p>
          We do not use advertising cookies, social-media pixels or third-party tracking cookies. Our analytics are our
          own: they count page views and actions within the Service, without your phone number or birth details, to help
          us understand what works and what needs improving.
        </p>
      )}
    </>
  );
}

function ourCookies(config: PublicConfig) {
  const { cookies } = config;
  return [
    {
      name: cookies.session,
      title: 'keeps you signed in',
      text: `It holds only a random token, not your phone number or birth details, and is marked HttpOnly, so scripts in the page cannot read it. It is deleted when you sign out; otherwise it ends ${cookies.sessionDays} days after your last visit, and never later than ${cookies.sessionMaxDays} days after you signed in.`,
    },
    {
      name: cookies.otpBrowser,
      title: 'ties a sign-in code to your browser',
      text: 'Set when you ask for a sign-in code, so that the code can be tried only in the browser that asked for it, and its tries are counted there. It holds only a random value, is marked HttpOnly and lasts one day.',
    },
    {
      name: cookies.language,
      title: 'remembers your language',
      text: 'It holds only the language you chose (English or Hindi), so that the next page opens in it, and lasts a year.',
    },
  ];
}
