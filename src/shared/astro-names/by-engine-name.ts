/** A language's names keyed by the engine's names (what the API sends), both lists in the engine's order. */
export function byEngineName<const K extends string>(keys: readonly K[], names: readonly string[]): { readonly [N in K]: string } {
  return Object.fromEntries(keys.map((key, i) => [key, names[i]!])) as { readonly [N in K]: string };
}
