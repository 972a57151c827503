import { describe, expect, it } from 'vitest';
import { Pen, expansions } from './pen';

describe('the pen', () => {
  it('resolves choices inside choices, and leaves no bracket behind', () => {
    for (let seed = 1; seed < 50; seed++) {
      const text = new Pen(seed).fill('Saturn turns direct[, and {short} [pauses|shifts pace]|].', { short: 'work' });
      expect(['Saturn turns direct.', 'Saturn turns direct, and work pauses.', 'Saturn turns direct, and work shifts pace.']).toContain(text);
    }
  });

  it('reads a template every way its choices allow', () => {
    expect(expansions('[a|b] [c|d]').sort()).toEqual(['a c', 'a d', 'b c', 'b d']);
    expect(expansions('x[, [y|z]|]').sort()).toEqual(['x', 'x, y', 'x, z']);
  });

  it('never writes the same template twice in one reading while another is unused', () => {
    const pen = new Pen(7);
    const pool = ['One.', 'Two.', 'Three.'];
    const said = [pen.say(pool), pen.child('x').say(pool), pen.child('y').say(pool)];
    expect(new Set(said).size).toBe(3);
  });

  it('refuses a slot it was not given', () => {
    expect(() => new Pen(1).fill('Hello {name}.')).toThrow(/slot \{name\}/);
  });
});
