/**
 * The wording layer's pen: seeded choices (the same facts always give the same text, and another
 * person, day or reading type reads differently) and a tiny template language shared by every
 * locale:
 *
 *   '[As|While] the Moon crosses {sign}, {themes} [come|move] to the fore.'
 *
 * `[a|b|c]` picks one alternative (an empty one is allowed: `[|quite ]`), `{slot}` is replaced by
 * a value the caller gives. Alternatives multiply: a template with three choices of four reads
 * 64 ways, which keeps thirty people's readings of the same sky from sounding alike. Slot names
 * tell the grammar test which values they take (see `slotKind`).
 */

/** FNV-1a, 32-bit. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Slots = Readonly<Record<string, string>>;

const CHOICE = /\[([^[\]]*)\]/g;
const SLOT = /\{([a-zA-Z0-9]+)\}/g;

export class Pen {
  private state: number;

  /** `used` is shared by every pen of one reading, so no template is written twice in it. */
  constructor(seed: number, private readonly used: Set<string> = new Set()) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A pen for one part of the reading: its own sequence, the reading's memory of used templates. */
  child(label: string): Pen {
    return new Pen(hashString(`${this.state}|${label}`), this.used);
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
    if (!options.length) throw new Error('Nothing to pick from');
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

  /** One template of a pool (preferring one not yet used in this reading), filled in. */
  say(pool: readonly string[], slots: Slots = {}, capitalise = true): string {
    const fresh = pool.filter((t) => !this.used.has(t));
    const template = this.pick(fresh.length ? fresh : pool);
    this.used.add(template);
    return this.fill(template, slots, capitalise);
  }

  /** A template that continues a sentence already written: a leading space, no capital. */
  continuing(pool: readonly string[], slots: Slots = {}): string {
    const text = this.say(pool, slots);
    return ` ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }

  /**
   * One sentence made of clauses, each from its own pool, joined by the given glue: the choices of
   * every clause multiply, so a sentence about the same sky reads many ways across readers.
   */
  compound(clauses: ReadonlyArray<readonly [readonly string[], Slots]>, glue: readonly string[] = ['; ']): string {
    // Later clauses keep their own case: a template that opens with a name ('Rahu enters…') stays capitalised.
    const parts = clauses.map(([pool, slots], i) => {
      const text = this.say(pool, slots, i === 0);
      return i < clauses.length - 1 ? text.replace(/[.]$/, '') : text;
    });
    let sentence = parts[0] ?? '';
    for (let i = 1; i < parts.length; i++) {
      const join = this.pick(glue);
      const part = parts[i]!;
      // After a full stop the next clause is a sentence of its own.
      sentence += join + (join.trim() === '.' ? part.charAt(0).toUpperCase() + part.slice(1) : part);
    }
    return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  }

  /** Expands the template's choices and fills its slots. Throws on a slot the caller did not give. */
  fill(template: string, slots: Slots = {}, capitalise = true): string {
    // Innermost choices first, so a choice may hold another: '[, and {x} [pause|slow]|]'.
    let chosen = template;
    while (/\[[^[\]]*\]/.test(chosen)) chosen = chosen.replace(CHOICE, (_, body: string) => this.pick(body.split('|')));
    const filled = chosen.replace(SLOT, (_, name: string) => {
      const value = slots[name];
      if (value === undefined) throw new Error(`Template slot {${name}} has no value: "${template}"`);
      return value;
    });
    return tidy(filled, capitalise);
  }
}

/** Every way a template can read, with its slots left in place (for the grammar test). */
export function expansions(template: string, limit = 400): string[] {
  const match = /\[([^[\]]*)\]/.exec(template);
  if (!match) return [template];
  const out = new Set<string>();
  for (const option of match[1]!.split('|')) {
    for (const rest of expansions(template.slice(0, match.index) + option + template.slice(match.index + match[0].length), limit)) {
      if (out.size >= limit) return [...out];
      out.add(rest);
    }
  }
  return [...out];
}

/** The slot names a template uses. */
export function slotNames(template: string): string[] {
  return [...new Set([...template.matchAll(SLOT)].map((m) => m[1]!))];
}

/** Collapses the spaces an empty choice leaves behind and capitalises the first letter. */
function tidy(text: string, capitalise: boolean): string {
  const t = text.replace(/ {2,}/g, ' ').replace(/ ([,.;:!?])/g, '$1').trim();
  return capitalise ? t.charAt(0).toUpperCase() + t.slice(1) : t;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
