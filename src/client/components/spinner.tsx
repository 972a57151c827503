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

/**
 * Full-page state while the session loads (docs/product.md, Screens and routes: an Initializing spinner). The footer hides
 * while it shows (styles.css): otherwise it would sit under the spinner and jump down when the page
 * arrives, a layout shift.
 */
export function PageSpinner({ label }: { label?: string }) {
  const t = useText(commonText);
  return (
    <div data-page-loading="" className="flex min-h-[60dvh] items-center justify-center text-muted">
      <Spinner label={label ?? t.initializing} status />
    </div>
  );
}
