import type { ReactNode } from 'react';

/** An empty, error or not-found state: a glyph, a heading, a line of text and what to do next. */
export function StateCard({
  title,
  children,
  actions,
  glyph = '☾',
  tone = 'info',
  headingLevel = 2,
}: {
  /** Optional: some spec messages are one sentence that must stay whole. */
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  glyph?: string;
  tone?: 'info' | 'error';
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-night-700/10 sm:px-10"
    >
      <span
        className={`grid h-14 w-14 place-items-center rounded-full text-2xl ${tone === 'error' ? 'bg-red-50 text-maroon-700' : 'bg-saffron-50 text-saffron-600'}`}
        aria-hidden="true"
      >
        {glyph}
      </span>
      {title && <Heading className="mt-4 font-display text-2xl font-bold text-night-800 sm:text-3xl">{title}</Heading>}
      {children && <div className={title ? 'mt-2 text-muted' : 'mt-4 text-lg font-medium text-night-800'}>{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
