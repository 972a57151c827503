import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { SupportEmailLink } from '../../components/footer';
import { commonText } from '../../i18n/common';
import { legalText } from '../../i18n/legal';
import { useLanguage, useText } from '../../i18n/text';
import type { Language } from '../../../shared/profile';
import { formatCalendarDate } from '../../lib/format';
import { useGrievanceOfficer } from '../../lib/public-config';
import { legalUpdates, type LegalPage } from './legal-updates';

/** The English pages have always written the date month first ('June 10, 2025'); other languages use their own format. */
function updatedOn(date: string, language: Language) {
  const written = formatCalendarDate(date, language);
  if (language !== 'en') return written;
  const [day, month, year] = written.split(' ');
  return `${month} ${day}, ${year}`;
}

/** Turns a section title into a stable anchor id, e.g. "3. Your account" → "your-account". */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/^\d+(\.\d+)*\.?\s*/, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The shared frame of the Terms, Privacy and Shipping/Refunds pages: a narrow, readable article
 * with the page title in the display font, the last-updated date and a way back home at both ends.
 * The frame follows the interface language; the legal text stays English (marked so, for screen
 * readers and fonts), and a reader of another language is told first that English is binding.
 */
export function LegalLayout({ page, children }: { page: LegalPage; children: ReactNode }) {
  const t = useText(legalText);
  const common = useText(commonText);
  const { language } = useLanguage();
  const title = common.footer[page];
  const brand = common.brand;
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 sm:px-8 sm:py-12">
      <ButtonLink to="/" variant="secondary" className="text-sm">
        <span aria-hidden="true">←</span> {t.back}
      </ButtonLink>

      <article className="mt-8 text-base leading-relaxed text-ink sm:text-[1.0625rem] sm:leading-8">
        <header className="border-b border-gold-400/40 pb-6">
          <h1 className="font-display text-4xl font-bold leading-tight text-night-900 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-muted">
            {t.lastUpdated}{' '}
            <time dateTime={legalUpdates[page].on}>{updatedOn(legalUpdates[page].on, language)}</time>
          </p>
        </header>
        {language !== 'en' && (
          <aside className="mt-6 rounded-2xl border border-night-700/15 bg-sand/60 p-4 text-sm leading-relaxed sm:p-5">
            <p className="font-semibold text-night-800">{t.englishOnly.title}</p>
            <p className="mt-1 text-muted">{t.englishOnly.body}</p>
          </aside>
        )}
        <div lang="en" className="mt-8 space-y-10">
          {children}
        </div>
      </article>

      <div className="mt-12 border-t border-gold-400/40 pt-8">
        <ButtonLink to="/">
          <span aria-hidden="true">←</span> {t.back}
        </ButtonLink>
      </div>
    </div>
  );
}

/** A numbered top-level section; the number is part of the heading so it survives copy and print. */
export function Section({ number, title, children }: { number?: number; title: string; children: ReactNode }) {
  const id = slug(title);
  return (
    <section aria-labelledby={id} className="scroll-mt-24 space-y-4">
      <h2 id={id} className="font-display text-2xl font-bold leading-snug text-night-800 sm:text-3xl">
        {number !== undefined && <span className="text-saffron-600">{number}. </span>}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A sub-heading inside a section, e.g. "3.1 Information you give us". */
export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 pt-2">
      <h3 className="text-lg font-semibold text-night-700">{title}</h3>
      {children}
    </div>
  );
}

/** A bulleted list with comfortable spacing for long items. */
export function List({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  const className = `space-y-2 pl-6 marker:text-saffron-600 ${ordered ? 'list-decimal' : 'list-disc'}`;
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/** A highlighted box for the points readers most need to see. */
export function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="rounded-2xl border border-saffron-300/60 bg-saffron-50 p-5 sm:p-6">
      {title && <p className="font-semibold text-night-800">{title}</p>}
      <div className={title ? 'mt-2 space-y-3' : 'space-y-3'}>{children}</div>
    </aside>
  );
}

const linkClass =
  'font-medium text-saffron-700 underline decoration-saffron-400 underline-offset-2 hover:text-saffron-600 hover:decoration-saffron-600';

/** A mailto link that shows the address itself. */
function MailLink({ email, subject }: { email: string; subject?: string }) {
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <a className={linkClass} href={href}>
      {email}
    </a>
  );
}

/** The support address the server is configured with (SUPPORT_EMAIL), as a mailto link. */
export function SupportMailLink({ subject }: { subject?: string }) {
  return <SupportEmailLink className={linkClass} subject={subject} />;
}

/** An in-app link (to another legal page, for example). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={linkClass} to={to}>
      {children}
    </Link>
  );
}

/** A placeholder the size of a line of text, while the server's configuration is on its way. */
const pending = <span className="inline-block h-[1em] w-40 max-w-full animate-pulse rounded bg-current/15 align-middle" aria-hidden="true" />;

/** The Grievance Officer's address the server is configured with (GRIEVANCE_OFFICER_EMAIL), as a mailto link. */
export function GrievanceMailLink() {
  const officer = useGrievanceOfficer();
  return officer ? <MailLink email={officer.email} subject="Grievance" /> : pending;
}

/** The contact block every legal page ends with: support and the Grievance Officer, named with their postal address as the law asks. */
export function GrievanceContact() {
  const officer = useGrievanceOfficer();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-night-700/15 bg-white p-5">
        <p className="font-semibold text-night-800">Customer support</p>
        <p className="mt-1 text-sm leading-relaxed text-muted">Questions about your account, readings, payments or refunds.</p>
        <p className="mt-3">
          <SupportMailLink />
        </p>
      </div>
      <div className="rounded-2xl border border-night-700/15 bg-white p-5">
        <p className="font-semibold text-night-800">Grievance Officer, Jyotishi</p>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          Complaints, including about your personal data. Acknowledged within 48 hours, resolved within 30 days.
        </p>
        <p className="mt-3">{officer ? officer.name : pending}</p>
        <p className="mt-1">
          <GrievanceMailLink />
        </p>
        <address className="mt-1 text-sm not-italic leading-relaxed text-muted">{officer ? officer.address : pending}</address>
      </div>
    </div>
  );
}
