import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/profile';
import { readingTitle, readingTypes, storedReadingTitle } from '../../shared/reading-types';
import { reminderPayload } from '../reminders/reminder-text';
import { buildReadingPdf } from './reading-pdf';
import { pdfText } from '../../../tests/support/pdf-text';

// A reading type has one name everywhere: the dashboard card, the request page, the result page,
// the history, the PDF, the share sheet and the morning notification all take it from
// shared/reading-types.ts. The browser's screens are checked at 390 px (reading-layout.spec.ts);
// here, that no other file spells a title out for itself, and the server's own surfaces.

const OWNER = 'src/shared/reading-types.ts';
const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every title, and the 'Daily Reading' kind of name a page used to make up for itself. */
const names = readingTypes.flatMap((type) => {
  const own = languages.map((language) => readingTitle(type, language));
  const madeUp = `${type.charAt(0).toUpperCase()}${type.slice(1)} Reading`;
  return own.includes(madeUp) ? own : [...own, madeUp];
});
const retiredHindi = ['दैनिक रीडिंग', 'साप्ताहिक रीडिंग', 'मासिक रीडिंग', 'त्रैमासिक रीडिंग', 'वार्षिक रीडिंग', 'प्रेम रीडिंग', 'स्वास्थ्य रीडिंग', 'जीवन रीडिंग', 'करियर रीडिंग'];

describe('the name of a reading type', () => {
  it('is written out in one file only', () => {
    const found: string[] = [];
    for (const file of sourceFiles(join(root, 'src'))) {
      const path = relative(root, file);
      if (path === OWNER) continue;
      const text = readFileSync(file, 'utf8');
      // A name as a string of its own: a sentence that lists 'your career, love and health
      // readings' is not a title.
      for (const name of [...names, ...retiredHindi]) if (['\'', '"', '`'].some((q) => text.includes(`${q}${name}${q}`))) found.push(`${path}: ${name}`);
    }
    expect(found).toEqual([]);
  });

  it('is the same for a stored row of the type', () => {
    for (const type of readingTypes) for (const language of languages) expect(storedReadingTitle(type, language)).toBe(readingTitle(type, language));
  });

  it('heads the PDF, in the reading’s language', async () => {
    for (const language of languages) {
      for (const type of ['daily', 'love'] as const) {
        const pdf = await buildReadingPdf({ readingType: type, predictionText: 'Text.', createdAt: '2026-11-24T04:30:00Z', language }, null, 'https://jyotishi.example');
        const text = await pdfText(pdf);
        expect(text).toContain(readingTitle(type, language));
      }
    }
  });

  it('names the morning notification’s reading', () => {
    const at = new Date('2026-11-24T01:30:00Z');
    for (const language of languages) expect(reminderPayload('Asha Verma', language, at, 'Asia/Kolkata').title).toContain(readingTitle('daily', language));
  });
});
