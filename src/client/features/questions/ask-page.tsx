import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { accessLevel } from '../../../shared/access';
import type { Language } from '../../../shared/profile';
import { FREE_FOLLOW_UP_HOURS, FREE_FOLLOW_UPS, THREAD_TURN_LIMIT, type QuestionThreadView } from '../../../shared/questions';
import { AccessGate } from '../../components/access-gate';
import { Button } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';
import { QueryFallback } from '../../components/query-fallback';
import { Spinner } from '../../components/spinner';
import { questionsText } from '../../i18n/questions';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { questionKeys, threadQuery } from '../../lib/questions-api';
import { askQuestion } from './questions-api';
import { QuestionForm } from './question-form';
import { ThreadActions } from './thread-actions';
import { TurnView } from './turn-view';

/** The question being answered, its text so far, and whether its stream is cut while the page follows it again. */
type Pending = { question: string; text: string; cut: boolean };
type Notice = { kind: 'refused'; reply: string; language: Language } | { kind: 'error'; message: string };

/**
 * /ask (and /ask?thread=<id>): a question of the reader's own answered from their chart, the
 * answer streaming in as a reading does, then follow-ups in the same conversation. What a question
 * costs is said before it is asked; with nothing to pay with, the readings' gate shows the ways in.
 */
export function AskPage() {
  const t = useText(questionsText);
  const gate = useText(readingsText).gate;
  const { language } = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const thread = useQuery({ ...threadQuery(threadId ?? ''), enabled: Boolean(threadId) });
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [gated, setGated] = useState(false);
  const [suggested, setSuggested] = useState('');
  // Leaving the page ends the attempts to follow a cut answer (the server still saves it).
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const access = accessLevel(session.data?.profile);
  const shares = session.data?.profile?.sharesAvailable ?? 0;
  const newCost = access === 'premium' ? t.cost.premium : access === 'free' ? t.cost.free : access === 'share' ? t.cost.share(shares) : t.cost.none;

  const ask = async (question: string) => {
    setNotice(null);
    setPending({ question, text: '', cut: false });
    try {
      const asked = await askQuestion(question, threadId, {
        onText: (text) => setPending((p) => ({ question, text, cut: p?.cut ?? false })),
        onCut: (cut) => setPending((p) => ({ question, text: p?.text ?? '', cut })),
        signal: leaving.current?.signal,
      });
      if (asked.kind === 'refused') {
        setNotice({ kind: 'refused', reply: asked.reply, language: asked.language });
        return;
      }
      queryClient.setQueryData(questionKeys.thread(asked.thread.id), asked.thread);
      void queryClient.invalidateQueries({ queryKey: questionKeys.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session() });
      if (asked.thread.id !== threadId) setParams({ thread: asked.thread.id });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setGated(true);
      else if (error instanceof ApiError && error.code === 'stream_closed') setNotice({ kind: 'error', message: t.streamClosed });
      else setNotice({ kind: 'error', message: error instanceof Error ? error.message : t.loadFailed });
    } finally {
      setPending(null);
    }
  };

  if (gated) return <AccessGate title={t.title} onBack={() => setGated(false)} words={gate} />;

  const current: QuestionThreadView | undefined = threadId ? thread.data : undefined;
  const followUpCost = (view: QuestionThreadView) =>
    view.nextCost === 'free-follow-up' ? t.cost.freeFollowUp(view.freeFollowUpsLeft) : view.nextCost === 'thread-full' ? t.cost.threadFull(THREAD_TURN_LIMIT) : `${t.cost.paidFollowUp} ${newCost}`;

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer className="space-y-6" width="max-w-3xl">
        <PageHeader title={t.title}>{t.intro}</PageHeader>
        {threadId && <QueryFallback query={thread} loading={t.asking} />}
        {current && (
          <section aria-label={t.thread} className="space-y-6">
            {current.subject && <p className="text-sm font-semibold text-saffron-700">{t.aboutPerson(current.subject.name)}</p>}
            {current.turns.map((turn) => (
              <TurnView key={turn.id} turn={turn} language={current.language} />
            ))}
          </section>
        )}
        {pending && (
          <section aria-live="polite" className="space-y-4">
            <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-night-800 px-4 py-3 text-white">{pending.question}</p>
            <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-saffron-400/50 sm:p-6">
              <p className="text-sm font-semibold uppercase tracking-wider text-saffron-700 [&:lang(hi)]:tracking-normal">{t.writing}</p>
              {pending.text ? <p className="mt-3 whitespace-pre-line text-night-700">{pending.text}</p> : <Spinner className="mt-3 text-muted" label={t.asking} />}
              {pending.cut && (
                <p role="status" className="mt-3 text-sm font-semibold text-maroon-800">
                  {t.cut}
                </p>
              )}
            </div>
          </section>
        )}
        {notice && (
          <div role="alert" className="rounded-2xl bg-maroon-700/5 px-4 py-3 text-maroon-800">
            {notice.kind === 'refused' ? (
              <>
                <p className="font-semibold">{t.refusedHeading}</p>
                <p className="mt-1" lang={notice.language}>
                  {notice.reply}
                </p>
              </>
            ) : (
              notice.message
            )}
          </div>
        )}
        {current ? (
          <div className="space-y-4">
            <ThreadActions thread={current} />
            <div className="rounded-3xl bg-white/70 p-5 ring-1 ring-night-700/10">
              <QuestionForm label={t.followUpLabel} placeholder={t.followUpPlaceholder} cost={followUpCost(current)} busy={pending !== null} disabled={current.nextCost === 'thread-full'} onAsk={(q) => void ask(q)} />
            </div>
            <Button variant="secondary" onClick={() => setParams({})}>
              {t.newQuestion}
            </Button>
          </div>
        ) : (
          !threadId && (
            <>
              <div className="rounded-3xl bg-white/70 p-5 ring-1 ring-night-700/10">
                <QuestionForm label={t.questionLabel} placeholder={t.placeholder} cost={newCost} busy={pending !== null} onAsk={(q) => void ask(q)} initial={suggested} />
              </div>
              <section aria-labelledby="suggestions-heading">
                <h2 id="suggestions-heading" className="font-display text-xl font-bold text-night-800">
                  {t.suggestionsHeading}
                </h2>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {(Object.keys(t.topics) as (keyof typeof t.topics)[]).map((topic) => (
                    <div key={topic} className="rounded-2xl bg-white p-4 ring-1 ring-night-700/10">
                      <h3 className="text-sm font-bold text-saffron-700">{t.topics[topic]}</h3>
                      <ul className="mt-2 space-y-1">
                        {t.suggestions[topic].map((s: string) => (
                          <li key={s}>
                            <button type="button" className="min-h-10 text-left text-night-800 underline-offset-2 hover:underline" lang={language} onClick={() => setSuggested(s)}>
                              {s}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </section>
            </>
          )
        )}
        <p className="text-sm text-muted">{t.limits(THREAD_TURN_LIMIT, FREE_FOLLOW_UPS, FREE_FOLLOW_UP_HOURS)}</p>
      </PageContainer>
    </div>
  );
}
