import { Link } from 'react-router';
import { LogoMark } from './logo';

export const supportEmail = 'support@jyotishi.app';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-night-900 text-night-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 md:grid-cols-3">
        <div className="md:col-span-1">
          <div className="flex items-center gap-2">
            <LogoMark className="h-8 w-8" />
            <span className="font-display text-xl font-bold text-gold-300">Jyotishi</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-night-100/80">
            Your personal Vedic astrologer. Every reading is written from your own birth chart — the planets, nakshatras and
            dashas computed from the moment and place you were born.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">Support</h2>
          <p className="mt-3 text-sm text-night-100/80">
            Questions about your readings or your plan? Write to us at{' '}
            <a className="text-saffron-300 underline underline-offset-2" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            . We reply within one working day.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold-300">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="hover:text-saffron-300" to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link className="hover:text-saffron-300" to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link className="hover:text-saffron-300" to="/shipping-returns">Shipping, Returns &amp; Refunds</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-night-700 py-4 text-center text-xs text-night-100/60">
        © {year} Jyotishi. Readings are for guidance and reflection, not a substitute for professional advice.
      </div>
    </footer>
  );
}
