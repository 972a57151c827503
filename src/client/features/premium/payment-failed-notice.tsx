import { useEffect, useRef } from 'react';
import { messagesIn } from '../../i18n/server-messages';
import { premiumText } from '../../i18n/premium';
import { useLanguage, useText } from '../../i18n/text';

/**
 * The gateway refused a payment: says so, and that no money stays with us, in the page just above
 * the plans so that every plan stays in sight and can be tried again. Scrolled into view once the
 * focus has gone back to the plan's button.
 */
export function PaymentFailedNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useText(premiumText);
  const { language } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={ref} className="mb-6 flex items-start gap-3 rounded-2xl bg-red-50 p-4 text-maroon-700 ring-1 ring-maroon-700/20">
      <p role="alert" className="min-w-0 flex-1 text-sm font-medium leading-relaxed">
        {messagesIn(language).paymentFailed} {t.noMoneyTaken}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t.dismiss}
        className="-m-1 grid h-9 w-9 shrink-0 place-items-center rounded-full text-lg hover:bg-red-100"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
