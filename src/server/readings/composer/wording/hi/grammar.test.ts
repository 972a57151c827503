/** Every Hindi template, every way its choices allow, with every value each slot can take. */
import { describe, expect, it } from 'vitest';
import { expansions, slotNames } from '../pen';
import { en } from '../en/locale-en';
import { hi } from './locale-hi';
import { tidyHi } from './names';

/** Latin letters may appear only inside values that come from the profile (a name, a place). */
const LATIN_ALLOWED = /Mumbai, India|New York/g;

describe('the Hindi locale', () => {
  for (const [pool, templates] of Object.entries(hi.pools)) {
    it(`renders every template of ${pool}`, () => {
      for (const template of templates) {
        for (const form of expansions(template, 60)) {
          let text = form;
          for (const slot of slotNames(form)) {
            const values = hi.slotValues(slot);
            expect(values.length, `slot {${slot}} in ${pool}`).toBeGreaterThan(0);
            text = text.replaceAll(`{${slot}}`, values[text.length % values.length]!);
          }
          const out = tidyHi(text);
          expect(out, out).not.toMatch(/[{}[\]|]/);
          expect(out.replace(LATIN_ALLOWED, ''), out).not.toMatch(/[A-Za-z]/);
          expect(out, out).not.toMatch(/ {2}|।।|। ।/);
        }
      }
    });
  }

  it('has a writer for every block kind the English locale has', () => {
    expect(Object.keys(hi.writers).sort()).toEqual(Object.keys(en.writers).sort());
  });
});
