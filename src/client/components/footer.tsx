import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import { Link } from 'react-router';
import { LogoMark } from './logo';

export const supportEmail = 'support@jyotishi.app';

export function Footer() {
  const t = useText(commonText).footer;
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
            <a className="text-saffron-300 underline underline-offset-2" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
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
          </ul>
        </div>
      </div>
      <div className="border-t border-night-700 py-4 text-center text-xs text-night-100/60">
        {t.disclaimer(year)}
      </div>
    </footer>
  );
}
