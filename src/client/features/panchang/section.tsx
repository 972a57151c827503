import type { ReactNode } from 'react';
import { panchangText } from '../../i18n/panchang';
import { useText } from '../../i18n/text';

/** A card of the page with its heading; `note` sits beside the heading in smaller type. */
export function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 sm:p-6">
      <h2 id={id} className="text-xs font-semibold uppercase tracking-wider text-saffron-700">
        {title} {note && <span className="font-normal normal-case tracking-normal text-muted">· {note}</span>}
      </h2>
      {children}
    </section>
  );
}

/** Marks the period running now: words, not colour alone. */
export function NowBadge() {
  const t = useText(panchangText);
  return <span className="ml-1.5 inline-block rounded-full bg-saffron-500 px-2 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-night-950">{t.now}</span>;
}
