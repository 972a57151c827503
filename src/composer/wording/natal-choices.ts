/**
 * Choices the English and Hindi natal writers make alike, so the two languages judge a chart the
 * same way and differ only in their words.
 */

/** How a graha's score reads: the pools are written for a strong, a middling and a weak one. */
export function strengthBand(score: number): 'strong' | 'middle' | 'weak' {
  return score > 2 ? 'strong' : score < -2 ? 'weak' : 'middle';
}

/**
 * The life reading and the yearly one both tell the dasha story; each takes alternate templates
 * of every story pool (life the even ones), so no sentence of one can turn up in the other.
 */
export function storyTemplates(pool: readonly string[], life: boolean): string[] {
  const out = pool.filter((_, i) => i % 2 === (life ? 0 : 1));
  return out.length ? out : [...pool];
}

/**
 * The angle and the trine a yogakaraka rules, the reason it is one (BPHS ch. 34: the lord of a
 * kendra and a trikona at once): named wherever the word is, in both languages.
 */
export function yogakarakaHouses(rules: readonly number[]): { kendra: number; trikona: number } | null {
  const kendra = rules.find((h) => [4, 7, 10, 1].includes(h));
  const trikona = rules.find((h) => h !== kendra && [5, 9, 1].includes(h));
  return kendra !== undefined && trikona !== undefined ? { kendra, trikona } : null;
}
