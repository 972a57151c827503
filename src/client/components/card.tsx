import type { ComponentPropsWithoutRef } from 'react';

/**
 * The white, rounded panel the pages are built from. A section by default (give it
 * `aria-labelledby` its heading's id); `className` adds to the look, such as a roomier `sm:p-7`.
 */
export function Card({ as: Tag = 'section', className, ...props }: { as?: 'section' | 'article' | 'div' } & ComponentPropsWithoutRef<'section'>) {
  return <Tag className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night-700/10${className ? ` ${className}` : ''}`} {...props} />;
}
