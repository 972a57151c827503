import { Link } from 'react-router';
import { dashboardText } from '../../i18n/dashboard';
import { useText } from '../../i18n/text';

/** The way to /ask: a question of the reader's own, answered from their chart. */
export function AskCard() {
  const t = useText(dashboardText).ask;
  return (
    <Link to="/ask" className="group flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-saffron-400/40 transition hover:ring-saffron-500">
      <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-saffron-50 text-3xl text-saffron-700" aria-hidden="true">
        ?
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-2xl font-bold text-night-800">{t.title}</span>
        <span className="block text-sm text-muted">{t.body}</span>
      </span>
      <span className="text-xl text-saffron-700 transition group-hover:translate-x-0.5" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
