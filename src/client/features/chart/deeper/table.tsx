import type { ReactNode } from 'react';
import { deeperText } from '../../../i18n/deeper';
import { useText } from '../../../i18n/text';
import type { Term } from '../names';

/**
 * A table that scrolls sideways inside its card (never the page) with its first column kept in
 * view, and the short explanation of its numbers under it.
 */
export function ScrollTable({ label, head, children, notes, wide = true }: { label: string; head: ReactNode; children: ReactNode; notes?: ReactNode; wide?: boolean }) {
  const t = useText(deeperText);
  return (
    <figure className="mt-3 min-w-0">
      {/* Focusable, so a keyboard can scroll it too. */}
      <div className="max-w-full overflow-x-auto rounded-2xl ring-1 ring-night-700/10" tabIndex={0} role="region" aria-label={label}>
        <table className="w-full border-collapse text-sm tabular-nums">
          <thead className="bg-sand/70 text-left text-xs font-semibold text-night-800">{head}</thead>
          <tbody className="divide-y divide-night-700/10">{children}</tbody>
        </table>
      </div>
      <figcaption className="mt-2 space-y-1 text-xs text-muted">
        {wide && <p className="sm:hidden">{t.swipe}</p>}
        {notes}
      </figcaption>
    </figure>
  );
}

/** The first cell of a row, kept in view while the rest scrolls. */
export function RowHead({ children, shade = 'bg-white' }: { children: ReactNode; shade?: string }) {
  return <th scope="row" className={`sticky left-0 z-10 ${shade} px-3 py-2 text-left font-semibold whitespace-nowrap text-night-800 shadow-[1px_0_0_rgb(43_34_96_/_0.1)]`}>{children}</th>;
}

/** The first header cell, kept in view over the first column. */
export function CornerHead({ children }: { children?: ReactNode }) {
  return <th scope="col" className="sticky left-0 z-10 bg-sand px-3 py-2 text-left whitespace-nowrap shadow-[1px_0_0_rgb(43_34_96_/_0.1)]">{children}</th>;
}

export function ColHead({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <th scope="col" className={`px-3 py-2 whitespace-nowrap ${className}`}>{children}</th>;
}

export function Cell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 whitespace-nowrap ${className}`}>{children}</td>;
}

/** A name with, for English readers, its English word under it in small type. */
export function Named({ term }: { term: Term }) {
  return (
    <>
      <span className="block">{term.name}</span>
      {term.gloss && <span className="block text-[11px] font-normal text-muted">{term.gloss}</span>}
    </>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 font-display text-xl font-bold text-night-800 first:mt-0">{children}</h3>;
}

export function Intro({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm text-ink">{children}</p>;
}

/** In place of a table that needs the exact birth time. */
export function NeedsTime() {
  const t = useText(deeperText);
  return <p className="mt-2 rounded-2xl bg-sand/60 p-3 text-sm text-ink">{t.needsTime}</p>;
}

/** Virupas and rupas as the books print them: two decimals. */
export const two = (value: number) => value.toFixed(2);
