import { publicPathIn } from '../../shared/public-path';
import { commonText } from '../i18n/common';
import { useLanguage, useText } from '../i18n/text';
import { Link } from 'react-router';
import { useSupportEmail } from '../lib/public-config';
import { LogoMark } from './logo';

/**
 * The support address the server is configured with (SUPPORT_EMAIL), as a mailto link. Until the
 * server has said, a blank of about its width holds the place: never a guessed address.
 */
export function SupportEmailLink({ className, subject }: { className: string; subject?: string }) {
  const email = useSupportEmail();
  if (!email) return <span className="inline-block h-[1em] w-40 max-w-full animate-pulse rounded bg-current/15 align-middle" aria-hidden="true" />;
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <a className={className} href={href}>
      {email}
    </a>
  );
}

export function Footer() {
  const t = useText(commonText).footer;
  const { language } = useLanguage();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-night-900 text-night-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 md:grid-cols-3">
        <div className="md:col-span-1">
          <div className="flex items-center gap-2">
            <LogoMark className="h-8 w-8" />
            <span className="font-display text-xl font-bold text-gold-300">Jyotishi</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-night-100/80">{t.about}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t.support}</h2>
          <p className="mt-3 text-sm text-night-100/80">
            {t.supportBefore}{' '}
            <SupportEmailLink className="text-saffron-300 underline underline-offset-2" />
            {t.supportAfter}
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t.legal}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:text-saffron-300" to="/terms">{t.terms}</Link>
            </li>
            <li>
              <Link className="hover:text-saffron-300" to="/privacy">{t.privacy}</Link>
            </li>
            <li>
              <Link className="hover:text-saffron-300" to="/shipping-returns">{t.shipping}</Link>
            </li>
            <li>
              {/* A server page, not the app's: a plain link. */}
              <a className="hover:text-saffron-300" href={publicPathIn(language, '/accuracy')}>{t.accuracy}</a>
            </li>
          </ul>
        </div>
      </div>
      {/* The year of a page prerendered in December may be last year's: the visitor's clock wins. */}
      <div className="border-t border-night-700 py-4 text-center text-xs text-night-100/60" suppressHydrationWarning>
        {t.disclaimer(year)}
      </div>
    </footer>
  );
}
