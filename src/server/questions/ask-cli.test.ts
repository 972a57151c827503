/** The command-line contract of `npm run ask`, run as real processes. */
import { describe, expect, it } from 'vitest';
import { runScript } from '../../../tests/support/run-script';
import { refusalReplies } from './refusal-replies';

const BIRTH = ['--name', 'Rohan Mehta', '--gender', 'male', '--date', '1985-11-02', '--time', '06:10'];
const DELHI = ['--lat', '28.6139', '--lon', '77.209', '--tz', 'Asia/Kolkata'];
const ask = (question: string, more: string[] = []) => runScript('ask', ['--question', question, '--on', '2026-12-07', ...BIRTH, ...DELHI, ...more]);

interface Out {
  topic: string | null;
  timeframe: { start: string; end: string } | null;
  language: string;
  refused: null | { reason: string };
  answer: string;
  windows: { start: string; end: string; strength: string; why: string }[];
  basis: string[];
}

describe('npm run ask', () => {
  it('answers an English question with dated windows and the chart facts behind them', async () => {
    const { code, stdout } = await ask('When will I get married?');
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as Out;
    expect(Object.keys(out)).toEqual(['topic', 'timeframe', 'language', 'refused', 'answer', 'windows', 'basis']);
    expect(out).toMatchObject({ topic: 'marriage', timeframe: { start: '2026-12-07', end: '2029-12-06' }, language: 'en', refused: null });
    expect(out.windows.length).toBeGreaterThan(0);
    for (const w of out.windows) {
      expect(Object.keys(w)).toEqual(['start', 'end', 'strength', 'why']);
      expect(w.start >= '2026-12-07' && w.end <= '2029-12-06' && w.start <= w.end).toBe(true);
      expect(['strong', 'moderate']).toContain(w.strength);
      // One short sentence with its strength; the dated periods are on the window's line under Why.
      expect(w.why).toMatch(/^(Strong|Moderate): the \w+–\w+–[\w/]+ periods/);
      expect(out.answer).toContain(w.why);
    }
    const details = out.basis.filter((line) => /^\d+ \w+ \d{4} – \d+ \w+ \d{4}: /.test(line));
    expect(details).toHaveLength(out.windows.length);
    for (const line of details) expect(line).toMatch(/mahadasha \(\d+ \w+ \d{4} – \d+ \w+ \d{4}\)/);
    // Delhi 1985-11-02 06:10 rises in Libra: the 7th house is Aries, ruled by Mars.
    expect(out.basis[0]).toBe('Houses are counted from your lagna, Libra, unless said to be from the Moon sign.');
    expect(out.basis[1]).toMatch(/^Your 7th house is Aries; its lord Mars is in /);
    expect(out.answer.indexOf('most promising time')).toBeLessThan(out.answer.indexOf('Why:'));
  }, 30_000);

  it('answers Devanagari in Hindi, Hinglish in English unless --lang hi', async () => {
    const hindi = JSON.parse((await ask('मेरा विदेश जाने का योग कब है?')).stdout) as Out;
    expect(hindi).toMatchObject({ topic: 'travel', language: 'hi', refused: null });
    expect(hindi.answer).toMatch(/कारण:/);
    const hinglish = JSON.parse((await ask('Meri naukri kab lagegi?')).stdout) as Out;
    expect(hinglish).toMatchObject({ topic: 'career', language: 'en' });
    const asked = JSON.parse((await ask('Meri naukri kab lagegi?', ['--lang', 'hi'])).stdout) as Out;
    expect(asked).toMatchObject({ topic: 'career', language: 'hi' });
    expect(asked.answer).toMatch(/क्या करें:/);
  }, 60_000);

  it('judges a named day from its panchang and the tara and chandra bala', async () => {
    const out = JSON.parse((await ask('Is 12 March 2027 a good day to sign the agreement?')).stdout) as Out;
    expect(out).toMatchObject({ topic: 'timing', timeframe: { start: '2027-03-12', end: '2027-03-12' } });
    const day = [...out.basis, ...out.windows.map((w) => w.why)].join(' ');
    expect(day).toMatch(/On 12 March 2027 at sunrise \(\d{2}:\d{2}\) at .*, the Moon is in [\w ]+, the [\w ]+ tara/);
    expect(out.windows.length > 0 || /No window on 12 March 2027/.test(out.answer)).toBe(true);
  }, 30_000);

  it('refuses what it does not answer, with the reply in the asked language', async () => {
    const death = JSON.parse((await ask('When will I die?')).stdout) as Out;
    expect(death).toEqual({ topic: null, timeframe: null, language: 'en', refused: { reason: 'death' }, answer: refusalReplies.death.en, windows: [], basis: [] });
    const harm = JSON.parse((await ask('मैं आत्महत्या करना चाहता हूँ')).stdout) as Out;
    expect(harm).toMatchObject({ refused: { reason: 'self-harm' }, language: 'hi', windows: [], basis: [] });
    expect(harm.answer).toContain('14416');
    const tamil = JSON.parse((await ask('நான் எப்போது இறப்பேன்')).stdout) as Out;
    expect(tamil).toMatchObject({ refused: { reason: 'death' }, language: 'ta', answer: refusalReplies.death.ta });
    const telugu = JSON.parse((await ask('నాకు బ్రతకాలని లేదు')).stdout) as Out;
    expect(telugu).toMatchObject({ refused: { reason: 'self-harm' }, language: 'te', answer: refusalReplies['self-harm'].te });
  }, 60_000);

  it('refuses bad input with the usage and exit code 2', async () => {
    const missing = await runScript('ask', ['--on', '2026-12-07', ...BIRTH, ...DELHI]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--question is required[\s\S]*Usage: npm run ask/);
    const lang = await ask('When will I marry?', ['--lang', 'fr']);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toContain('--lang must be one of en, hi, ta, te, got "fr"');
    const on = await runScript('ask', ['--question', 'When will I marry?', '--on', '2026-02-30', ...BIRTH, ...DELHI]);
    expect(on.code).toBe(2);
    expect(on.stderr).toContain('--on must be a date YYYY-MM-DD, got "2026-02-30"');
    expect(on.stdout).toBe('');
  }, 60_000);
});
