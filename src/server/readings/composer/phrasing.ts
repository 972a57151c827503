/**
 * The composer's pen: a seeded choice of phrasing (the same facts always give the same text) and
 * the small formatters every paragraph uses. Sanskrit terms get a light gloss the first time.
 */
import { GRAHA_NAMES, SIGNS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';

/** FNV-1a, 32-bit. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Pen {
  private state: number;
  private glossed = new Set<string>();

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: small, fast and good enough to choose words. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  pick<T>(options: readonly T[]): T {
    return options[Math.floor(this.next() * options.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** Picks `n` distinct items. */
  some<T>(options: readonly T[], n: number): T[] {
    return this.shuffle(options).slice(0, n);
  }

  /**
   * The first time: 'Shukra (Venus)' or 'Venus (Shukra)'; later mostly the English name. The
   * luminaries take their article ('the Moon (Chandra)') unless `compound` ('Moon mahadasha').
   */
  graha(g: Graha, compound = false): string {
    const sanskrit = GRAHA_NAMES[g].sanskrit;
    if (g === 'Rahu' || g === 'Ketu') return g;
    const english = compound ? g : the(g);
    if (!this.glossed.has(g)) {
      this.glossed.add(g);
      return this.chance(0.5) ? `${sanskrit} (${english})` : `${english} (${sanskrit})`;
    }
    return this.chance(0.2) ? sanskrit : english;
  }

  /** The plain English name, for possessives and repeated mentions. */
  plain(g: Graha): string {
    this.glossed.add(g);
    return g;
  }

  /** A sign, glossed with its Sanskrit name the first time it is written. */
  sign(index: number): string {
    const s = SIGNS[index]!;
    const key = `sign:${index}`;
    if (!this.glossed.has(key)) {
      this.glossed.add(key);
      if (this.chance(0.45)) return this.chance(0.5) ? `${s.sanskrit} (${s.english})` : `${s.english} (${s.sanskrit})`;
    }
    return s.english;
  }

  /** A Sanskrit term with its gloss the first time, bare afterwards. */
  term(word: string, gloss: string): string {
    if (this.glossed.has(word)) return word;
    this.glossed.add(word);
    return `${word} (${gloss})`;
  }
}

/** 'the Sun', 'the Moon', 'Venus': a graha's name as a noun in a sentence. */
export function the(g: Graha): string {
  return g === 'Sun' || g === 'Moon' ? `the ${g}` : g;
}

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** 'a, b and c'; items that contain 'and' themselves go first, with an Oxford comma to keep them apart. */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const compound = (t: string) => t.includes(` ${conjunction} `);
  const ordered = [...items.filter(compound), ...items.filter((t) => !compound(t))];
  const comma = ordered.slice(0, -1).some(compound) ? ',' : '';
  return `${ordered.slice(0, -1).join(', ')}${comma} ${conjunction} ${ordered[ordered.length - 1]}`;
}

/** 'a' or 'an' before a word. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins sentences, capitalising each and ending each with a full stop unless it has one. */
export function sentences(...parts: Array<string | null | undefined | false>): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .map((p) => {
      const t = capitalise(p.trim());
      return /[.!?]$/.test(t) ? t : `${t}.`;
    })
    .join(' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
