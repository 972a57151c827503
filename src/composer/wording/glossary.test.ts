/** Where a term is explained: its first use that is not inside brackets or a possessive. */
import { describe, expect, it } from 'vitest';
import { glossFirstUses, type Gloss } from './glossary';

const GLOSSARY: readonly Gloss[] = [['graha', 'planet', 'planets'], ['Rahu kaal', 'a daily stretch poor for new starts'], ['Rahu', "the Moon's north node"]];

describe('glossing a term at its first use', () => {
  it('passes over a plural or singular possessive and explains the next use', () => {
    expect(glossFirstUses(["Its grahas' dashas run on.", 'A graha moves.'], GLOSSARY)).toEqual(["Its grahas' dashas run on.", 'A graha (planet) moves.']);
    expect(glossFirstUses(["Rahu's pressure eases; Rahu moves on."], GLOSSARY)).toEqual(["Rahu's pressure eases; Rahu (the Moon's north node) moves on."]);
  });

  it('explains a plural with the plural words, and a longer term before the shorter one inside it', () => {
    expect(glossFirstUses(['The slow grahas weigh; Rahu kaal (15:05–16:29) is to be kept free of Rahu.'], GLOSSARY)).toEqual([
      'The slow grahas (planets) weigh; Rahu kaal (a daily stretch poor for new starts, 15:05–16:29) is to be kept free of Rahu (the Moon\'s north node).',
    ]);
  });
});
