import { Link } from 'react-router';
import { dashboardText } from '../../i18n/dashboard';
import { useText } from '../../i18n/text';

/** The way to /chart: the birth chart every reading is written from. */
export function KundliCard() {
  const t = useText(dashboardText).kundli;
  return (
    <Link
      to="/chart"
      className="group night-sky flex items-center gap-4 rounded-3xl p-5 text-night-100 shadow-lg ring-1 ring-gold-400/30 transition hover:ring-gold-400/70"
    >
      <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-night-700 text-3xl text-gold-300 group-hover:bg-night-600" aria-hidden="true">
        ✦
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-2xl font-bold text-gold-300">{t.title}</span>
        <span className="block text-sm text-night-100/80">{t.body}</span>
      </span>
      <span className="text-xl text-gold-300 transition group-hover:translate-x-0.5" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
