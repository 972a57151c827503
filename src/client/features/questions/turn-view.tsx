import type { QuestionTurnView } from '../../../shared/questions';
import type { Language } from '../../../shared/profile';
import { questionsText } from '../../i18n/questions';
import { useLanguage, useText } from '../../i18n/text';
import { formatPeriod } from '../../lib/format';
import { answerParts } from './answer-parts';

const strengthTone = { strong: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20', moderate: 'bg-saffron-50 text-saffron-800 ring-saffron-700/20' } as const;

/**
 * One question and its answer: the direct reply, the dated windows (dates in the reader's own
 * language) each with its one-sentence why, the reasons and each window's details folded under
 * "Why", then what to do and the caveat. The answer's words
 * are in the language it was answered in, marked so a screen reader speaks them right.
 */
export function TurnView({ turn, language }: { turn: QuestionTurnView; language: Language }) {
  const t = useText(questionsText);
  const { language: reader } = useLanguage();
  const { lead, rest } = answerParts(turn.answer);
  return (
    <article className="space-y-4">
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-night-800 px-4 py-3 text-white" lang={language}>
        {turn.question}
      </p>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night-700/10 sm:p-6" lang={language}>
        <p className="text-lg font-semibold text-night-800">{lead}</p>
        {turn.windows.length > 0 && (
          <section className="mt-4" aria-label={t.windowsHeading}>
            <h3 className="text-sm font-bold uppercase tracking-wider text-saffron-700 [&:lang(hi)]:tracking-normal" lang={reader}>
              {t.windowsHeading}
            </h3>
            <ul className="mt-2 space-y-2">
              {turn.windows.map((w) => (
                <li key={`${w.start}-${w.end}`} className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-night-800" lang={reader}>
                    {formatPeriod(w.start, w.end, reader)}
                  </span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${strengthTone[w.strength]}`} lang={reader}>
                    {t.strength[w.strength]}
                  </span>
                  {/* One short sentence in the answer's language; the details are under "Why". */}
                  <span className="basis-full text-sm text-night-700">{w.why}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <details className="group mt-4 rounded-2xl bg-sand/60 px-4 py-3">
          <summary className="cursor-pointer font-semibold text-night-800" lang={reader}>
            {t.why}
          </summary>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-night-700">
            {turn.basis.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
        {rest.map((p) => (
          <p key={p} className="mt-4 whitespace-pre-line text-night-700">
            {p}
          </p>
        ))}
      </div>
    </article>
  );
}
