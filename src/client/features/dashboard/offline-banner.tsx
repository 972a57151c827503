import { dashboardText } from '../../i18n/dashboard';
import { useText } from '../../i18n/text';
import { useOnline } from '../../lib/use-online';

/** docs/product.md, Offline: says so while the device has no network, and what still works. */
export function OfflineBanner() {
  const online = useOnline();
  const t = useText(dashboardText).offline;
  if (online) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-night-800 px-4 py-3 text-night-100 shadow-sm ring-1 ring-gold-400/30">
      <span className="mt-0.5 text-gold-300" aria-hidden="true">
        ☁
      </span>
      <div>
        <p className="font-semibold text-gold-300">{t.title}</p>
        <p className="text-sm text-night-100/90">{t.body}</p>
      </div>
    </div>
  );
}
