/**
 * Every English template, read every way its choices allow, filled with every value each of its
 * slots can take (one slot swept at a time, the others at their first value), must come out as a
 * well-formed sentence: no template syntax left, no doubled words or punctuation, 'a'/'an' right,
 * no brackets inside brackets, no glossed name running into another bracket.
 */
import { describe, expect, it } from 'vitest';
import { expansions, slotNames } from '../pen';
import { en } from './locale-en';
import { observanceName } from './names';

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

/**
 * Whether a slot value is a singular or a plural subject: coordinated phrases ('losses and
 * fatigue') and plural heads ('hidden matters', 'matters of the home') are plural; names
 * ('Venus', 'Aries (Mesha)') and mass nouns ('initiative', 'the strength of your bonds') singular.
 */
function phraseNumber(value: string): 'singular' | 'plural' {
  const bare = value.replace(/\([^()]*\)/g, '').trim();
  // A date ('1 January', '24 November 2026') names one day.
  if (/^\d{1,2} [A-Z][a-z]+( \d{4})?$/.test(bare)) return 'singular';
  if (/\band\b|, /.test(bare.replace(/\b(give and take|bread and butter|rest and repair)\b/g, ''))) return 'plural';
  const head = bare.split(/ (?:of|in|for|with|from|to|on|at|through|by|that|which|over)\b/)[0]!.trim().split(/\s+/).at(-1)!;
  if (/^[A-Z]/.test(head)) return /^\d/.test(bare) ? 'plural' : 'singular';
  if (/^\d+$/.test(bare) || /^(news|business|success|stress|progress|illness|wellness|fitness|kindness|happiness|politics|ethics|physics|basis|analysis|status|focus|genius|bus|gas|this|its|his|us)$/i.test(head)) return 'singular';
  return /[^s]s$/i.test(head) || /(ies|ches|shes|sses|xes)$/i.test(head) || /^(people|children|men|women|feet|teeth)$/i.test(head) ? 'plural' : 'singular';
}

/** Finite verbs whose form shows the number of their subject; null for any other word. */
const VERB_BASES = ['be', 'have', 'begin', 'bring', 'come', 'return', 'move', 'shape', 'mark', 'matter', 'show', 'grow', 'describe', 'count', 'stand', 'arrive', 'take', 'lead', 'ease', 'ask', 'call', 'favour', 'help', 'support', 'speak', 'need', 'weigh', 'touch', 'give', 'open', 'pull', 'put', 'sit', 'run', 'hold', 'carry', 'rule', 'turn', 'work', 'lean', 'tilt', 'suit', 'offer', 'reward', 'press', 'strain', 'govern', 'follow', 'last', 'belong', 'promise', 'act', 'guard', 'stir', 'cast', 'keep', 'fall', 'leave', 'stay', 'enter', 'cross', 'look', 'throw', 'play', 'deliver', 'transit', 'occupy', 'signify', 'activate', 'aspect', 'draw', 'link', 'lend', 'add', 'apply', 'bear', 'form', 'head', 'place', 'reach', 'centre', 'make', 'pay', 'go', 'do'];
function verbNumber(word: string): 'singular' | 'plural' | null {
  const w = word.toLowerCase();
  if (['is', 'was', 'has', 'does'].includes(w)) return 'singular';
  if (['are', 'were', 'have', 'do'].includes(w)) return 'plural';
  for (const base of VERB_BASES) {
    if (base === 'be' || base === 'have' || base === 'do') continue;
    const third = base.endsWith('y') && !/[aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : /(s|sh|ch|x|o)$/.test(base) ? `${base}es` : `${base}s`;
    if (w === third) return 'singular';
    if (w === base) return 'plural';
  }
  return null;
}

/**
 * Whether a slot that ends `before` is the subject of the verb after it: not when it is the object
 * of a preposition ('the gift of {themes} comes', 'in your {text} speak'), after a modal ('may the
 * {noun} go'), or one of a pair ('Both {graha} cast').
 */
function isSubject(before: string): boolean {
  const words = before.trim().split(/\s+/).filter((w) => !/^(the|a|an|your|its|their|this|that|these|those|my|his|her)$/i.test(w));
  const previous = (words.at(-1) ?? '').toLowerCase();
  return !/^(of|for|in|on|to|from|before|after|until|around|over|with|by|through|into|at|may|can|will|would|should|must|let|might|could|both)$/.test(previous);
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

  it('agrees with every value of its slots: is/are, has/have, begins/begin after a singular or plural subject', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const [pool, templates] of pools) {
      for (const template of templates) {
        for (const reading of expansions(template)) {
          for (const slot of slotNames(reading)) {
            // The verb right after the slot is the one whose subject the slot is.
            for (const m of reading.matchAll(new RegExp(`\\{${slot}\\} (\\w+)`, 'g'))) {
              const verb = verbNumber(m[1]!);
              if (!verb || !isSubject(reading.slice(0, m.index))) continue;
              for (const value of en.slotValues(slot)) {
                const number = phraseNumber(value);
                checked++;
                if (number !== verb && !failures.some((f) => f.startsWith(`${pool} {${slot}} ${m[1]}`))) failures.push(`${pool} {${slot}} ${m[1]} — "${value} ${m[1]}" in "${reading}"`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('tells singular from plural as a reader does', () => {
    expect(phraseNumber('initiative')).toBe('singular');
    expect(phraseNumber('losses and fatigue')).toBe('plural');
    expect(phraseNumber('hidden matters')).toBe('plural');
    expect(phraseNumber('Venus (Shukra)')).toBe('singular');
    expect(phraseNumber('matters of the home')).toBe('plural');
    expect(phraseNumber('the strength of your bonds')).toBe('singular');
    expect(phraseNumber('1 January')).toBe('singular');
    expect(verbNumber('begins')).toBe('singular');
    expect(verbNumber('come')).toBe('plural');
    expect(verbNumber('house')).toBeNull();
  });

  it('names an observance as a noun a frame can hold, never as a sentence ("today is Sharad Navratri begins")', () => {
    for (const name of ['Sharad Navratri begins', 'Chaitra Navratri begins', 'Diwali (Lakshmi Puja)', 'Ekadashi']) {
      const obs = observanceName(name);
      expect(verbNumber(obs.split(' ').at(-1)!), obs).toBeNull();
      for (const template of en.pools['day.observanceToday']!) for (const form of expansions(template)) expect(render(form, { obs })).not.toMatch(/\bbegins\b/);
    }
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
