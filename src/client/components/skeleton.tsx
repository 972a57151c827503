import type { ReactNode } from 'react';

/**
 * A grey block where text will be, sized like it, so the card keeps its shape while its data loads
 * (and the page drawn ahead of the app shows the same). `motion-safe`: no pulsing for visitors who
 * asked for less motion.
 */
export function SkeletonLine({ className = '' }: { className?: string }) {
  return <span className={`block rounded bg-night-700/10 motion-safe:animate-pulse ${className}`} aria-hidden="true" />;
}

/** Skeleton lines announced as one loading state (`label` for screen readers only). */
export function Skeleton({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
