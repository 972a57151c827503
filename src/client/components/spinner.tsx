import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
/**
 * A spinner with an optional label. Only a standalone one is a live `status`: inside a button the
 * label must stay the button's name, which a nested status role would hide in Chromium.
 */
export function Spinner({ label, className = '', status = false }: { label?: string; className?: string; status?: boolean }) {
  const t = useText(commonText);
  return (
    <span role={status ? 'status' : undefined} className={`inline-flex items-center gap-3 ${className}`}>
      <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-saffron-300 border-t-saffron-600" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">{t.loadingShort}</span>}
    </span>
  );
}
