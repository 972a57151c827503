import type { ReactNode } from 'react';
import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';

/**
 * A grey block where text will be, sized like it, so the card keeps its shape while its data loads
 * (and the page drawn ahead of the app shows the same). `motion-safe`: no pulsing for visitors who
 * asked for less motion. `onDark` for the night-sky headers.
 */
export function SkeletonLine({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  return <span className={`block max-w-full rounded motion-safe:animate-pulse ${onDark ? 'bg-white/15' : 'bg-night-700/10'} ${className}`} aria-hidden="true" />;
}

/**
 * Skeleton lines announced as one loading state (`label` for screen readers only), busy until the
 * content takes its place.
 */
export function Skeleton({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * A page whose shape is not known yet (the session or the page's code still on its way): the words
 * 'Initializing...' (unless `label` says otherwise), shown and announced, over a heading and two
 * cards of lines. `data-page-loading` keeps the footer back meanwhile (styles.css), so the page
 * arriving does not push it down.
 */
export function PageSkeleton({ label }: { label?: string }) {
  const t = useText(commonText);
  return (
    <div data-page-loading="" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div role="status" aria-busy="true">
        <p className="mb-3 text-sm font-medium text-muted">{label ?? t.initializing}</p>
        <SkeletonLine className="h-9 w-56 sm:h-10" />
        <SkeletonLine className="mt-4 h-4 w-72" />
        {[0, 1].map((card) => (
          <span key={card} className="mt-6 block space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night-700/10">
            <SkeletonLine className="h-6 w-40" />
            <SkeletonLine className="h-4 w-full" />
            <SkeletonLine className="h-4 w-full" />
            <SkeletonLine className="h-4 w-2/3" />
          </span>
        ))}
      </div>
    </div>
  );
}
