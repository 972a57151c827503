/**
 * A muhurta search as a PDF, in the readings' style (readings/reading-pdf.ts) and the reader's
 * language: the event, the city and the range, then each day with its windows, their times in the
 * city's zone, grade, limbs, why they qualify and what was kept out. Plain data, for a PDF thread.
 */
import { almanacNames } from '../../shared/astro-names/observance-name';
import { muhurtaPhrases } from '../../shared/muhurta-phrases';
import { muhurtaWordsEn } from '../../shared/muhurta-words-en';
import { muhurtaWordsHi } from '../../shared/muhurta-words-hi';
import { muhurtaWordsTa } from '../../shared/muhurta-words-ta';
import { muhurtaWordsTe } from '../../shared/muhurta-words-te';
import type { Language } from '../../shared/profile';
import type { ReadingPart } from '../../shared/reading-text';
import { clock, longDate } from '../public-pages/local-times';
import type { ReportPdf } from '../readings/reading-pdf';
import type { MuhurtaView } from './muhurta-service';

const muhurtaWords = { en: muhurtaWordsEn, hi: muhurtaWordsHi, ta: muhurtaWordsTa, te: muhurtaWordsTe } as const;

/** `muhurta-{event}-{from}.pdf`. */
export const muhurtaPdfFileName = (view: Pick<MuhurtaView, 'purpose' | 'from'>) => `muhurta-${view.purpose}-${view.from}.pdf`;

/** The search's PDF; a personal result names the people it was narrowed to. */
export function muhurtaReport(view: MuhurtaView & { people?: ReadonlyArray<{ name: string }> }, language: Language, now: Date): ReportPdf {
  const t = muhurtaWords[language];
  const say = muhurtaPhrases(language, t, almanacNames[language]);
  const span = (x: { start: string; end: string }, day: string) => `${clock(x.start, day, language)} – ${clock(x.end, day, language)}`;
  const days = new Set(view.windows.map((w) => w.day)).size;
  const parts: ReadingPart[] = [{ kind: 'summary', text: view.windows.length ? t.found(view.windows.length, days) : t.none }];
  if (view.blackouts.length) {
    parts.push({ kind: 'heading', text: t.closed });
    parts.push({ kind: 'paragraph', text: view.blackouts.map((b) => `${say.blackout(b.kind)}: ${longDate(b.start.slice(0, 10), language)} – ${longDate(b.end.slice(0, 10), language)}`).join('\n') });
  }
  let day = '';
  for (const w of view.windows) {
    if (w.day !== day) parts.push({ kind: 'heading', text: longDate((day = w.day), language) });
    const kept = w.avoided.length ? [`${t.keptOut}: ${w.avoided.map((c) => `${say.cut(c)} ${span(c, w.day)}`).join('; ')}`] : [];
    parts.push({
      kind: 'paragraph',
      text: [`${span(w, w.day)} · ${t.grades[w.grade]}`, say.limbs(w), ...w.why.map((why) => `• ${say.reason(w, view.purpose, why)}`), ...kept].join('\n'),
    });
  }
  const zone = view.windows[0] ? ` · ${t.localTime(`UTC${view.windows[0].start.slice(19)}`)}` : '';
  return {
    title: `${t.title}: ${t.purposes[view.purpose]}`,
    language,
    createdAt: now.toISOString(),
    details: [
      [
        [t.controls.city, `${view.place.label}${zone}`],
        [t.controls.from, `${longDate(view.from, language)} – ${longDate(view.to, language)}`],
        ...(view.people?.length ? [[t.people.for, view.people.map((p) => p.name).join(', ')] as [string, string]] : []),
      ],
    ],
    parts,
  };
}
