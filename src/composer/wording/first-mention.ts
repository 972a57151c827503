/**
 * What a reading has already named: a locale's names glossed on first mention extend this, one
 * instance per reading, so each gloss appears once and the same way in every paragraph.
 */
export abstract class FirstMentions {
  private seen = new Set<string>();

  /** True the first time `key` is asked about in this reading. */
  protected first(key: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}
