/**
 * Every English template, read every way its choices allow, filled with every value each of its
 * slots can take (one slot swept at a time, the others at their first value), must come out as a
 * well-formed sentence: no template syntax left, no doubled words or punctuation, 'a'/'an' right,
 * no brackets inside brackets, no glossed name running into another bracket.
 */
import { describe, expect, it } from 'vitest';
import { expansions, slotNames } from '../pen';
import { en } from './locale-en';

/** Words that take 'an' although they start with a consonant letter, and the reverse. */
const AN_EXCEPTIONS = /^(hour|honest|honour|heir)/i;
const A_EXCEPTIONS = /^(one|once|uni|use|usu|eu|u\b)/i;

function problems(text: string): string[] {
  const found: string[] = [];
  if (/[[\]{}|]/.test(text)) found.push('template syntax left');
  if (/ {2,}/.test(text)) found.push('double space');
  if (/\s[,.;:!?]/.test(text)) found.push('space before punctuation');
  if (/[,;:]\s*[,;:.]/.test(text) || /\.\./.test(text)) found.push('doubled punctuation');
  if (/\(([^()]*)\(/.test(text)) found.push('brackets inside brackets');
  if ((text.match(/(?<!\d):(?!\d)/g) ?? []).length > 1) found.push('two colons in one sentence');
  if (/\)\s*\(/.test(text)) found.push('one bracket straight after another');
  if (/\b(\w+) \1\b/i.test(text.replace(/\b(that that|had had)\b/gi, ''))) found.push(`doubled word "${/\b(\w+) \1\b/i.exec(text)![0]}"`);
  for (const m of text.matchAll(/\b(a|an) (\w+)/gi)) {
    const [, article, word] = m as unknown as [string, string, string];
    // 'an 8th', 'an 11th', 'an 18-year': numbers are read aloud.
    const spokenVowel = /^(8|11|18)(?!\d)/.test(word) || /^(8\d|11\d|18\d)/.test(word);
    const vowel = /^\d/.test(word) ? spokenVowel : /^[aeiou]/i.test(word) ? !A_EXCEPTIONS.test(word) : AN_EXCEPTIONS.test(word);
    if (article.toLowerCase() === 'a' && vowel) found.push(`"a ${word}"`);
    if (article.toLowerCase() === 'an' && !vowel) found.push(`"an ${word}"`);
  }
  if (!/^[A-Z0-9"'‘“]/.test(text.trim())) found.push('does not start with a capital');
  if (/\bundefined\b|\bNaN\b|\bnull\b/.test(text)) found.push('a missing value');
  return found;
}

/** Fills a template through the pen's own renderer, so the test sees what readers see. */
function render(template: string, slots: Record<string, string>): string {
  let text = template;
  for (const [name, value] of Object.entries(slots)) text = text.split(`{${name}}`).join(value);
  text = text.replace(/ {2,}/g, ' ').replace(/ ([,.;:!?])/g, '$1').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

describe('English templates', () => {
  const pools = Object.entries(en.pools);

  it('every slot a template uses has values to test it with', () => {
    const missing = new Set<string>();
    for (const [, templates] of pools) for (const t of templates) for (const s of slotNames(t)) if (!en.slotValues(s).length) missing.add(s);
    expect([...missing]).toEqual([]);
  });

  it('read every way, with every value in every slot, every template is well formed', () => {
    const failures: string[] = [];
    let rendered = 0;
    for (const [pool, templates] of pools) {
      for (const template of templates) {
        for (const reading of expansions(template)) {
          const slots = slotNames(reading);
          const base = Object.fromEntries(slots.map((s) => [s, en.slotValues(s)[0]!]));
          const variants = slots.length ? slots.flatMap((s) => en.slotValues(s).map((v) => ({ ...base, [s]: v }))) : [base];
          for (const values of variants) {
            const text = render(reading, values);
            rendered++;
            const wrong = problems(text);
            // One example of each problem in each pool is enough to find it.
            const key = `${pool}: ${wrong.join(', ')}`;
            if (wrong.length && !failures.some((f) => f.startsWith(`${key} —`))) failures.push(`${key} — "${text}"`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(rendered).toBeGreaterThan(10_000);
  });

  it('catches what it is meant to catch', () => {
    expect(problems('Saturn in Pisces (Meena) (3rd from your Moon) helps.')).toContain('one bracket straight after another');
    expect(problems('Krittika (the cutters (Pleiades)) is here.')).toContain('brackets inside brackets');
    expect(problems('It is a auspicious day.')).toContain('"a auspicious"');
    expect(problems('Jupiter makes an 8th-house transit.')).toEqual([]);
    expect(problems('Jupiter makes a 8th-house transit.')).toContain('"a 8th"');
    expect(problems('The the Moon rises.')).toContain('doubled word "The the"');
    expect(problems('Good for {good}.')).toContain('template syntax left');
    expect(problems('Janma tara: the day is mixed: good for prayer.')).toContain('two colons in one sentence');
    expect(problems('Good for [a|b].')).toContain('template syntax left');
  });
});
