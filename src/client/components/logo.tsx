/** The Jyotishi mark: a saffron sun with a star at its heart, and the wordmark. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#2b2260" />
      <circle cx="32" cy="32" r="13" fill="#f4a64a" />
      <g stroke="#e6bb55" strokeWidth="3" strokeLinecap="round">
        <path d="M32 7v7M32 50v7M7 32h7M50 32h7M14.5 14.5l5 5M44.5 44.5l5 5M14.5 49.5l5-5M44.5 19.5l5-5" />
      </g>
      <path d="M32 24l2.4 5.6 6 .5-4.6 3.9 1.4 5.9L32 36.8l-5.2 3.1 1.4-5.9-4.6-3.9 6-.5z" fill="#1d1640" />
    </svg>
  );
}

export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {/* At 200 % zoom a phone is 195 px wide: the wordmark stays whole and the sun gives way. */}
      <LogoMark className="h-9 w-9 shrink-0 max-[239px]:hidden" />
      <span className={`font-display text-2xl font-bold tracking-wide whitespace-nowrap [overflow-wrap:normal] ${tone === 'light' ? 'text-gold-300' : 'text-night-800'}`}>
        Jyotishi
      </span>
    </span>
  );
}
