import { describe, expect, it } from 'vitest';
import { tenPoruthams, PORUTHAMS } from '../astro/porutham';
import type { PoruthamMatch } from '../astro/porutham';
import { localizeMatchSystemMessage, matchSystemMessages } from './match-system-words';
import { expectNativeScript } from '../../tests/support/native-script';
import { poruthamWordsEn, poruthamWordsHi, poruthamWordsIn, poruthamWordsTa, poruthamWordsTe } from './porutham-words';
import type { PoruthamNames } from './porutham-words';

const names = (tag: string): PoruthamNames => ({ sign: (i) => `${tag}sign${i}`, star: (i) => `${tag}star${i}`, planet: (p) => `${tag}${p}` });

/** Every reason each porutham can give, from all 27×27 pairs of stars in their second padas. */
function everyCase() {
  const seen = new Map<string, PoruthamMatch['poruthams'][number]>();
  const matches: PoruthamMatch[] = [];
  for (let x = 0; x < 27; x++) for (let y = 0; y < 27; y++) {
    const signOf = (n: number) => Math.floor(((n + 0.375) * 360) / 27 / 30);
    const m = tenPoruthams({ nakshatra: x, pada: 2, sign: signOf(x) }, { nakshatra: y, pada: 2, sign: signOf(y) });
    matches.push(m);
    for (const p of m.poruthams) if (!seen.has(`${p.name}/${p.reason}`)) seen.set(`${p.name}/${p.reason}`, p);
  }
  return { reasons: [...seen.values()], matches };
}

describe('porutham words', () => {
  const { reasons, matches } = everyCase();

  it('reaches every reason code of the engine (34 in all)', () => {
    expect(reasons).toHaveLength(34);
  });

  it.each([['en', poruthamWordsEn], ['hi', poruthamWordsHi], ['ta', poruthamWordsTa], ['te', poruthamWordsTe]] as const)('%s: a name and meaning for each porutham, a sentence for each reason with the names it was given', (language, words) => {
    expect(Object.keys(words.poruthams)).toEqual([...PORUTHAMS]);
    for (const p of reasons) {
      const text = words.reason(p, names('§'));
      expect(text, `${p.name}/${p.reason}`).toMatch(language === 'hi' ? /।$/ : /\.$/);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
      if (language === 'hi') expect(text.replace(/§[a-zA-Z]+\d*/g, ''), `${p.name}/${p.reason}`).not.toMatch(/[A-Za-z]/);
      if (language === 'ta' || language === 'te') expectNativeScript(text.replace(/§[a-zA-Z]+\d*/g, ''), language, `${p.name}/${p.reason}`);
    }
    const lords = reasons.find((p) => p.name === 'rasi-adhipathi' && p.reason === 'enemy-lords')!;
    expect(words.reason(lords, names('§'))).toContain(`§${(lords.facts as { bride: string }).bride}`);
    for (const m of matches.slice(0, 60)) expect(words.verdictNote(m)).not.toMatch(/undefined/);
  });

  it('words the deciding poruthams in the verdict when they fail', () => {
    const blocked = matches.find((m) => m.decidedBy.length === 2)!;
    expect(poruthamWordsEn.verdictNote(blocked)).toBe('Rajju and Vedha do not agree, and the tradition does not go ahead whatever the count.');
    expect(poruthamWordsHi.verdictNote(blocked)).toMatch(/^रज्जु और वेध नहीं मिलते/);
    expect(poruthamWordsIn('ta').verdictNote(blocked)).toMatch(/^ரஜ்ஜு, வேதை பொருந்தவில்லை/);
    expect(poruthamWordsIn('te').verdictNote(blocked)).toMatch(/^రజ్జు, వేధ కుదరలేదు/);
  });

  it.each([['ta', poruthamWordsTa], ['te', poruthamWordsTe]] as const)('%s: names every porutham and rajju in its own script', (language, words) => {
    for (const { name, meaning } of Object.values(words.poruthams)) {
      expectNativeScript(name, language, name);
      expectNativeScript(meaning, language, name);
    }
    for (const rajju of Object.values(words.rajjus)) expectNativeScript(rajju, language, rajju);
    expectNativeScript(words.outOf(7), language, 'outOf');
  });

  it('refuses an unknown system in either language and leaves other messages alone', () => {
    expect(localizeMatchSystemMessage(matchSystemMessages.en, 'hi')).toBe(matchSystemMessages.hi);
    expect(localizeMatchSystemMessage(matchSystemMessages.en, 'en')).toBe(matchSystemMessages.en);
    expect(localizeMatchSystemMessage('Something else', 'hi')).toBe('Something else');
  });
});
