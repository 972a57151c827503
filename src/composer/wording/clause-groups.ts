/** Clauses in groups of at most three: one compound sentence each, so a paragraph of dated events stays short enough to read on a phone. */
export function inThrees<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 3) out.push(items.slice(i, i + 3));
  return out;
}
