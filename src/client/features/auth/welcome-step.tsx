import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { authText } from '../../i18n/auth';
import { useText } from '../../i18n/text';

/** New users: a welcome, then /profile/complete after 2 seconds or at once (docs/product.md, Screens and routes, Limits). */
export function WelcomeStep({ onContinue }: { onContinue: () => void }) {
  const t = useText(authText).welcome;
  const done = useRef(false);
  const go = () => {
    if (done.current) return;
    done.current = true;
    onContinue();
  };
  useEffect(() => {
    const timer = setTimeout(go, 2000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="text-center" role="status">
      <div className="text-5xl" aria-hidden="true">🪔</div>
      <h2 className="mt-3 font-display text-3xl font-bold text-night-800">{t.title}</h2>
      <p className="mt-2 text-muted">
        {t.body}
      </p>
      <Button className="mt-6 w-full" onClick={go}>
        {t.continue}
      </Button>
    </div>
  );
}
