/**
 * The twelve Moon signs as the rashifal's addresses name them, Mesha first (the engine's sign
 * index): the slugs of the public pages and of `npm run rashifal -- --sign`.
 */
export const RASHIFAL_SIGNS = ['mesh', 'vrishabh', 'mithun', 'kark', 'simha', 'kanya', 'tula', 'vrishchik', 'dhanu', 'makar', 'kumbh', 'meen'] as const;

export type RashifalSlug = (typeof RASHIFAL_SIGNS)[number];

/** The sign index (0–11) of a slug, or null for anything else. */
export function signOfSlug(slug: string): number | null {
  const index = (RASHIFAL_SIGNS as readonly string[]).indexOf(slug);
  return index < 0 ? null : index;
}
