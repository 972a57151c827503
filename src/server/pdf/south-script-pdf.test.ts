import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf-text';
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import { buildReportPdf, birthDetailsOf, pdfWordsIn, type ReportPdf } from '../readings/reading-pdf';
import { questionReport } from '../questions/threads/question-pdf';
import type { QuestionThreadView } from '../../shared/questions';
import { scriptRuns } from './script-fonts';

// Tamil and Telugu in the PDFs: set in Noto Sans Tamil and Noto Sans Telugu, shaped by fontkit,
// and read back by PDFium (Chrome's PDF engine) from the ActualText spans in the right letter
// order. The texts hold what shaping reorders or stacks: Tamil's two-part vowel signs (கொ, கோ,
// கௌ) and prefixed ones (கெ, கே, கை), ஸ்ரீ and க்ஷ; Telugu's below-base consonants (ప్ర, క్ష, స్త్రీ), reph-like ర్య and ై.
const samples = {
  ta: {
    title: 'ஜாதகப் பலன்',
    summary: 'வணக்கம் ஆஷா. இன்று சந்திரன் உங்கள் பத்தாம் வீட்டில் கோசாரம் செய்கிறார்.',
    heading: 'கௌரி பஞ்சாங்கம்',
    paragraph: 'செவ்வாய் தோஷம் இல்லை; ஏழரைச் சனி முடிந்தது. நல்ல நேரம் காலை 7:24, ராகு காலம் மதியம் 1:05. ஸ்ரீ லக்ஷ்மி பூஜைக்கு கொண்டாட்டம் ஏற்றது.',
    names: namesTa,
  },
  te: {
    title: 'జాతక ఫలితం',
    summary: 'నమస్తే ఆశా. ఈరోజు చంద్రుడు మీ పదవ భావంలో గోచారం చేస్తున్నాడు.',
    heading: 'పంచాంగం',
    paragraph: 'కుజ దోషం లేదు; ఏలినాటి శని ముగిసింది. రాహుకాలం ఉదయం 7:24, యమగండం మధ్యాహ్నం 1:05. శ్రీ లక్ష్మీ ప్రసన్నం, స్త్రీ సౌభాగ్యం, కార్యసిద్ధి, వైభవం.',
    names: namesTe,
  },
} as const;

function reportIn(language: 'ta' | 'te'): ReportPdf {
  const s = samples[language];
  return {
    title: s.title,
    language,
    createdAt: '2026-12-07T01:54:00Z',
    details: [birthDetailsOf({ name: 'Asha', birthDate: '1990-05-15', birthTime: '14:30', birthLocation: { city: 'Chennai', country: 'India' } }, pdfWordsIn(language))],
    parts: [
      { kind: 'summary', text: s.summary },
      { kind: 'heading', text: s.heading },
      { kind: 'paragraph', text: s.paragraph },
    ],
    appendix: { heading: s.heading, tables: [{ title: s.title, note: s.summary, columns: ['#', s.heading], rows: s.names.signs.map((sign, i) => [String(i + 1), `${sign} ${s.names.nakshatras[i * 2]}`]) }] },
  };
}

// PDFium puts a space where a Tamil or Telugu run meets punctuation or digits set in the Latin font: the letters and their order are what is checked.
const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ ([:;,.?])/g, '$1');

describe('a PDF in Tamil or Telugu', () => {
  for (const language of ['ta', 'te'] as const) {
    it(`reads back in ${language} with every letter in order, from the body to the footer and the appendix`, { timeout: 30_000 }, async () => {
      const s = samples[language];
      const pages = await pdfPageTexts(await buildReportPdf(reportIn(language), 'https://jyotishi.example'));
      const text = squash(pages.join('\n'));
      for (const expected of [s.title, s.summary, s.heading, s.paragraph, ...s.names.signs]) expect(text, expected).toContain(squash(expected));
      const words = pdfWordsIn(language);
      expect(text).toContain(words.tagline);
      expect(text).toContain(words.page(1, pages.length));
      // The birth details in the reader's own words: '15 மே 1990', 'மதியம் 2:30'.
      expect(text).toContain(`${words.birthDate}: 15 ${s.names.months[4]} 1990`);
      expect(text).toContain(language === 'ta' ? 'மதியம் 2:30' : 'మధ్యాహ్నం 2:30');
      expect(text).toContain(`7 ${s.names.months[11]} 2026`);
    });
  }

  it('is made for a question thread too: its title, each question and answer in the thread’s language', { timeout: 30_000 }, async () => {
    const turns = {
      ta: { question: 'எனக்கு எப்போது வேலை மாற்றம் வரும்?', answer: 'குரு புக்தியில், அடுத்த ஆண்டு மே மாதத்துக்குப் பிறகு வேலை மாற்றத்துக்கு நல்ல நேரம்.\n\nசனிக்கிழமைகளில் ஹனுமான் வழிபாடு பரிகாரமாக அமையும்.' },
      te: { question: 'నాకు ఉద్యోగ మార్పు ఎప్పుడు వస్తుంది?', answer: 'గురు అంతర్దశలో, వచ్చే సంవత్సరం మే తర్వాత ఉద్యోగ మార్పుకు మంచి సమయం.\n\nశనివారాల్లో హనుమాన్ పూజ పరిహారంగా పనిచేస్తుంది.' },
    } as const;
    for (const language of ['ta', 'te'] as const) {
      const { question, answer } = turns[language];
      const thread = {
        id: 't1', title: question, topic: 'career', language, subject: null, createdAt: '2026-12-07T01:54:00Z', updatedAt: '2026-12-07T01:54:00Z', nextCost: 'free', freeFollowUpsLeft: 0,
        turns: [{ id: 'q1', question, topic: 'career', timeframe: { start: '2026-12-07', end: '2027-12-07' }, kind: 'answer', answer, windows: [], basis: [], source: 'builtin', createdAt: '2026-12-07T01:54:00Z' }],
      } as unknown as QuestionThreadView;
      const subject = { name: 'Asha', birthDate: '1990-05-15', birthTime: '14:30', birthLocation: { city: 'Chennai', country: 'India' } };
      const text = squash((await pdfPageTexts(await buildReportPdf(questionReport(thread, subject), 'https://jyotishi.example'))).join('\n'));
      expect(text).toContain(language === 'ta' ? 'ஜோதிஷியிடம் கேளுங்கள்' : 'జ్యోతిషిని అడగండి');
      expect(text).toContain(squash(question));
      for (const paragraph of answer.split('\n\n')) expect(text).toContain(squash(paragraph));
    }
  });

  it('sets each script in its own font, the joiners with the letters they join', () => {
    expect(scriptRuns('Asha: ஸ்ரீ கொ, శ్రీ 7:24').map((r) => [r.script, r.text])).toEqual([
      ['latin', 'Asha: '],
      ['tamil', 'ஸ்ரீ'],
      ['latin', ' '],
      ['tamil', 'கொ'],
      ['latin', ', '],
      ['telugu', 'శ్రీ'],
      ['latin', ' 7:24'],
    ]);
    // A zero-width non-joiner inside a Telugu word stays in the Telugu run.
    expect(scriptRuns('క్\u200Cష').map((r) => r.script)).toEqual(['telugu']);
  });
});
