import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="font-display text-3xl font-bold text-night-800 sm:text-4xl">{title}</h1>
      {children && <div className="mt-2 text-muted">{children}</div>}
    </div>
  );
}

/** A page's column. `width` is a Tailwind max-width class (separate, so it cannot clash). */
export function PageContainer({ children, className = '', width = 'max-w-6xl' }: { children: ReactNode; className?: string; width?: string }) {
  return <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-10 ${className}`}>{children}</div>;
}
