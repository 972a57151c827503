/**
 * The model writer against a local fake model that streams and calls tools: what the asker is sent
 * (the stream, restarts, the final text and its source), what the model was sent (tools, their
 * results, the correction), and what the log says.
 */
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../../tests/support/capture-logs';
import { fakeChatModel, toolResults, type ChatRequest, type Script } from '../../../../tests/support/fake-chat-model';
import { PEOPLE } from '../../../../tests/support/test-profiles';
import { requestFor, savedPerson } from '../../../../tests/support/question-request';
import { namesEn } from '../../../shared/astro-names/en';
import { namesHi } from '../../../shared/astro-names/hi';
import type { Language } from '../../../shared/profile';
import type { QuestionWriteRequest } from '../question-writer';
import { modelQuestionWriter, MAX_TOOL_ROUNDS } from './model-writer';
import { MAX_TOOL_CALLS } from './tools';
import { questionWriterFor } from './writer-for';

const rohan = PEOPLE[1]!; // Delhi, 2 November 1985 06:10: Saturn mahadasha 25 January 2022 – 25 January 2041.
const asha = PEOPLE[0]!;

/** '2026-12-07' as the answer writes it: '7 December 2026', '7 दिसंबर 2026'. */
function written(iso: string, language: Language) {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${(language === 'hi' ? namesHi : namesEn).months[m! - 1]} ${y}`;
}

/** What the asker's browser is sent: each text and restart, and the text after the last restart. */
function recordingSink() {
  const events: Array<{ type: 'text'; delta: string } | { type: 'restart' }> = [];
  return {
    events,
    sink: { text: (delta: string) => void events.push({ type: 'text', delta }), restart: () => void events.push({ type: 'restart' }) },
    shown: () => {
      const from = events.map((e) => e.type).lastIndexOf('restart') + 1;
      return events.slice(from).map((e) => (e.type === 'text' ? e.delta : '')).join('');
    },
    restarts: () => events.filter((e) => e.type === 'restart').length,
  };
}

async function setUp(script: Script, timeoutMs = 5000) {
  const fake = await fakeChatModel(script);
  const logs = capturingLogger('warn');
  const writer = modelQuestionWriter({ config: { provider: 'openai', baseUrl: fake.baseUrl, apiKey: 'sk-test-key', model: 'gpt-4', timeoutMs }, logger: logs.logger });
  return { ...fake, logs, writer };
}

const marriage = (language: Language = 'en', people = [savedPerson('p-asha', 'partner', asha)]) =>
  requestFor(rohan, language === 'hi' ? 'मेरी शादी कब होगी?' : 'When will I get married?', '2026-12-07', language, people);

/**
 * A model that does its homework: looks up the chart, the pratyantardashas and the transits over
 * the asked period and the match with the saved partner, then answers with what the tools said
 * and the judgement's best window.
 */
function diligent(request: QuestionWriteRequest, language: Language): Script {
  const { start, end } = request.builtin.timeframe;
  return (body, i) => {
    if (i === 0) {
      return {
        calls: [
          { name: 'chart_summary', args: {} },
          { name: 'dashas_in_range', args: { from: start, to: end, level: 'pratyantardasha' } },
          { name: 'transits_in_range', args: { from: start, to: end, grahas: ['Jupiter', 'Saturn'] } },
          { name: 'match_with_person', args: { person_id: 'p-asha' } },
        ],
      };
    }
    return { text: answerFrom(body, language) };
  };
}

/** An answer made only of the tools' facts and the prompt's best window, in `language`. */
function answerFrom(body: ChatRequest, language: Language): string {
  const results = toolResults(body);
  const summary = results.find((r) => r.name === 'chart_summary')!.result as { runningNow: Record<string, { lord: string; start: string; end: string }> };
  const stays = (results.find((r) => r.name === 'transits_in_range')!.result as { stays: Array<{ graha: string; sign: string; entered: string; left: string }> }).stays;
  const match = results.find((r) => r.name === 'match_with_person')!.result as { ashtakoota: { total: number } };
  const prompt = body.messages[1]!.content!;
  const [, wStart, wEnd] = /- Window (\S+) – (\S+), strong/.exec(prompt) ?? /- Window (\S+) – (\S+), moderate/.exec(prompt)!;
  const md = summary.runningNow.mahadasha!;
  const ad = summary.runningNow.antardasha!;
  const jupiter = stays.find((s) => s.graha === 'Jupiter')!;
  const w = (iso: string) => written(iso, language);
  if (language === 'hi') {
    const g = (x: string) => namesHi.graha[x as keyof typeof namesHi.graha];
    const sign = namesHi.signs[namesEn.signs.indexOf(jupiter.sign as (typeof namesEn.signs)[number])];
    return [
      `विवाह का अच्छा समय ${w(wStart!)} – ${w(wEnd!)} है।`,
      `${g(md.lord)} महादशा (${w(md.start)} – ${w(md.end)}) में ${g(ad.lord)} अंतर्दशा (${w(ad.start)} – ${w(ad.end)}) चल रही है।`,
      `गोचर में गुरु ${sign} राशि में (${w(jupiter.entered)} – ${w(jupiter.left)})।`,
      `कुंडली मिलान में ${match.ashtakoota.total} गुण मिलते हैं।`,
      'कुंडली झुकाव दिखाती है, पक्की बात नहीं।',
    ].join('\n\n');
  }
  return [
    `Your most promising time for marriage is ${w(wStart!)} – ${w(wEnd!)}.`,
    `You are in the ${md.lord} mahadasha (${w(md.start)} – ${w(md.end)}) and its ${ad.lord} antardasha (${w(ad.start)} – ${w(ad.end)}).`,
    `Jupiter moves through ${jupiter.sign} (${w(jupiter.entered)} – ${w(jupiter.left)}).`,
    `Your match with Asha scores ${match.ashtakoota.total} of 36.`,
    'A chart shows tendencies, not certainties.',
  ].join('\n\n');
}

const INVENTED_EN = 'Your Venus mahadasha from 2027 brings marriage. Plan the wedding then.';
const INVENTED_HI = '२०२७ से आपकी शुक्र महादशा विवाह लाएगी।';

describe('the model writer of answers', () => {
  it('keeps an answer written from the tools’ facts; every tool call had valid arguments', async () => {
    const request = marriage();
    const { writer, requests, logs } = await setUp(diligent(request, 'en'));
    const seen = recordingSink();
    const out = await writer.write(request, seen.sink);

    expect(out.source).toBe('model');
    expect(requests).toHaveLength(2);
    expect(out.text).toBe(answerFrom(requests[1]!.body, 'en'));
    expect(out.text).toContain('Saturn mahadasha (25 January 2022 – 25 January 2041)');
    expect(seen.shown()).toBe(out.text);
    expect(seen.restarts()).toBe(0);
    expect(logs.text()).toBe('');

    const first = requests[0]!;
    expect(first.path).toBe('/v1/chat/completions');
    expect(first.auth).toBe('Bearer sk-test-key');
    expect(first.body).toMatchObject({ model: 'gpt-4', stream: true, tool_choice: 'auto' });
    expect(first.body.tools!.map((t) => t.function.name).sort()).toEqual(
      ['chart_summary', 'dashas_in_range', 'house_lords_and_yogas', 'match_with_person', 'panchang_of_day', 'person_chart', 'transits_in_range'],
    );
    const prompt = first.body.messages[1]!.content!;
    expect(prompt).toContain('Question: When will I get married?');
    for (const w of request.builtin.windows) expect(prompt).toContain(`- Window ${w.start} – ${w.end}, ${w.strength}`);
    expect(prompt).toContain('person_id p-asha');

    const results = toolResults(requests[1]!.body);
    expect(results.map((r) => r.name)).toEqual(['chart_summary', 'dashas_in_range', 'transits_in_range', 'match_with_person']);
    for (const r of results) expect(r.result).not.toHaveProperty('error');
    const periods = (results[1]!.result as { periods: Array<{ level: string }> }).periods;
    expect(periods.length).toBeGreaterThan(10);
    expect(new Set(periods.map((p) => p.level))).toEqual(new Set(['pratyantardasha']));
  }, 60_000);

  it('asks once more when the model invents a dasha, then gives the built-in answer and logs only the reasons', async () => {
    const request = marriage();
    const { writer, requests, logs } = await setUp(() => ({ text: INVENTED_EN }));
    const seen = recordingSink();
    const out = await writer.write(request, seen.sink);

    expect(requests).toHaveLength(2);
    const correction = requests[1]!.body.messages.at(-1)!;
    expect(correction.role).toBe('user');
    expect(correction.content).toContain('Your previous draft contradicted the chart facts');
    expect(correction.content).toContain('Venus mahadasha 2027');
    expect(correction.content).toContain('Saturn mahadasha 2022-01-25 – 2041-01-25');
    expect(out).toEqual({ text: request.builtin.answer, source: 'builtin' });
    expect(seen.shown()).toBe(request.builtin.answer);
    expect(seen.restarts()).toBe(2);

    const lines = logs.text().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.msg)).toEqual([
      'Model answer to a question contradicted the chart; asking again',
      'Model answer to a question contradicted the chart twice; using the built-in answer',
    ]);
    expect(lines.map((l) => l.reasons)).toEqual([['dasha'], ['dasha']]);
    // Reasons only: nothing of the question, the reply or the person.
    for (const word of ['Venus', 'married', 'Rohan', '1985', 'Delhi']) expect(logs.text()).not.toContain(word);
  }, 60_000);

  it('keeps the second answer when the model corrects itself', async () => {
    const request = marriage();
    const { writer, requests } = await setUp((body, i) => (i === 0 ? { text: INVENTED_EN } : i === 1 ? { calls: [{ name: 'chart_summary', args: {} }, { name: 'transits_in_range', args: { from: '2026-12-07', to: '2029-12-06' } }, { name: 'match_with_person', args: { person_id: 'p-asha' } }] } : { text: answerFrom(body, 'en') }));
    const seen = recordingSink();
    const out = await writer.write(request, seen.sink);
    expect(requests).toHaveLength(3);
    expect(out.source).toBe('model');
    expect(out.text).toBe(answerFrom(requests[2]!.body, 'en'));
    expect(seen.restarts()).toBe(1);
    expect(seen.shown()).toBe(out.text);
  }, 60_000);

  it('catches a window whose last day is not the engine’s', async () => {
    const request = marriage();
    const best = request.builtin.windows[0]!;
    const stretched = `${best.end.slice(0, 8)}${String(Number(best.end.slice(8)) + 3).padStart(2, '0')}`;
    const reply = `Your most promising time is ${written(best.start, 'en')} – ${written(stretched, 'en')}.`;
    const { writer, requests, logs } = await setUp(() => ({ text: reply }));
    const out = await writer.write(request, recordingSink().sink);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body.messages.at(-1)!.content).toContain(`${written(best.start, 'en')} – ${written(stretched, 'en')}`);
    expect(out.source).toBe('builtin');
    expect(JSON.parse(logs.text().trim().split('\n')[0]!).reasons).toEqual(['date']);
  }, 60_000);

  it('checks a Hindi answer too: keeps a true one, replaces an invented dasha with the Hindi built-in answer', async () => {
    const good = marriage('hi');
    const first = await setUp(diligent(good, 'hi'));
    const kept = await first.writer.write(good, recordingSink().sink);
    expect(kept.source).toBe('model');
    expect(kept.text).toContain('शनि महादशा (25 जनवरी 2022 – 25 जनवरी 2041)');
    expect(first.requests[0]!.body.messages[0]!.content).toContain('Devanagari');

    const bad = marriage('hi');
    const second = await setUp(() => ({ text: INVENTED_HI }));
    const replaced = await second.writer.write(bad, recordingSink().sink);
    expect(second.requests).toHaveLength(2);
    expect(replaced).toEqual({ text: bad.builtin.answer, source: 'builtin' });
    expect(replaced.text).toMatch(/^विवाह के लिए/);
  }, 60_000);

  it('gives the built-in answer when the model hangs past AI_TIMEOUT_MS', async () => {
    const request = marriage();
    const { writer, logs } = await setUp(() => ({ stallMs: 1500 }), 300);
    const seen = recordingSink();
    const started = Date.now();
    const out = await writer.write(request, seen.sink);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(out).toEqual({ text: request.builtin.answer, source: 'builtin' });
    expect(seen.shown()).toBe(request.builtin.answer);
    const line = JSON.parse(logs.text().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ reason: 'timeout', msg: 'The model did not answer the question; using the built-in answer' });
  }, 60_000);

  it('holds the whole answer, every round of lookups included, to AI_TIMEOUT_MS', async () => {
    const request = marriage();
    // Each round is quick enough alone; three of them are not.
    const { writer, requests, logs } = await setUp(() => ({ delayMs: 300, calls: [{ name: 'chart_summary', args: {} }] }), 700);
    const started = Date.now();
    const out = await writer.write(request, recordingSink().sink);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(requests).toHaveLength(3);
    expect(out).toEqual({ text: request.builtin.answer, source: 'builtin' });
    expect(JSON.parse(logs.text().trim())).toMatchObject({ reason: 'timeout' });
  }, 60_000);

  it('gives the built-in answer at once when the endpoint fails, and takes back words said before a lookup', async () => {
    const request = marriage();
    const failing = await setUp(() => ({ status: 500 }));
    const seen = recordingSink();
    expect(await failing.writer.write(request, seen.sink)).toEqual({ text: request.builtin.answer, source: 'builtin' });
    expect(failing.requests).toHaveLength(1);
    expect(seen.events).toEqual([{ type: 'text', delta: request.builtin.answer }]);
    expect(JSON.parse(failing.logs.text().trim())).toMatchObject({ reason: 'model_error' });

    const chatty = await setUp((body, i) => (i === 0 ? { say: 'Let me look at your chart…', calls: [{ name: 'chart_summary', args: {} }] } : { text: request.builtin.answer }));
    const heard = recordingSink();
    const out = await chatty.writer.write(request, heard.sink);
    expect(out.source).toBe('model');
    expect(heard.events.slice(0, 2)).toEqual([{ type: 'text', delta: 'Let me look at your chart…' }, { type: 'restart' }]);
    expect(heard.shown()).toBe(request.builtin.answer);
  }, 60_000);

  it('answers bad tool arguments with an error the model can correct, and never runs past its bounds', async () => {
    const request = marriage('en', []);
    const { writer, requests } = await setUp((body, i) =>
      body.tool_choice === 'none'
        ? { text: 'Your most promising time is as the windows show.' }
        : {
            calls: [
              { name: 'dashas_in_range', args: { from: '2027-02-30', to: '2027-03-10', level: 'antardasha' } },
              { name: 'dashas_in_range', args: { from: '2026-01-01', to: '2035-01-01', level: 'pratyantardasha' } },
              { name: 'transits_in_range', args: { from: '2028-01-01', to: '2027-01-01' } },
              { name: 'match_with_person', args: { person_id: `p-${i}` } },
            ],
          },
    );
    const out = await writer.write(request, recordingSink().sink);
    expect(out.source).toBe('model');
    expect(requests).toHaveLength(MAX_TOOL_ROUNDS);
    expect(requests.at(-1)!.body.tool_choice).toBe('none');
    // Without saved people there is no person tool to call.
    expect(requests[0]!.body.tools!.map((t) => t.function.name)).not.toContain('match_with_person');
    const errors = toolResults(requests.at(-1)!.body).map((r) => String(r.result.error));
    expect(errors).toHaveLength(MAX_TOOL_CALLS);
    expect(errors[0]).toContain('a date on the calendar');
    expect(errors[1]).toContain('at most 1098 days');
    expect(errors[2]).toContain('"to" must not be before "from"');
    expect(errors[3]).toContain('There is no tool "match_with_person"');
  }, 60_000);

  it('reads a follow-up with the thread before it, the last turns only', async () => {
    const earlier = Array.from({ length: 8 }, (_, i) => ({ question: `Earlier question ${i}?`, answer: `Earlier answer ${i}.` }));
    const request = { ...requestFor(rohan, 'and next year?', '2026-12-07', 'en'), thread: earlier };
    const { writer, requests } = await setUp(() => ({ text: request.builtin.answer }));
    const out = await writer.write(request, recordingSink().sink);
    // The built-in answer itself passes the check: the model may say exactly what the engine says.
    expect(out).toEqual({ text: request.builtin.answer, source: 'model' });
    const prompt = requests[0]!.body.messages[1]!.content!;
    expect(prompt).toContain('Question: and next year?');
    expect(prompt).toContain('Q: Earlier question 7?\nA: Earlier answer 7.');
    expect(prompt).toContain('Q: Earlier question 2?');
    expect(prompt).not.toContain('Earlier question 1?');
  }, 60_000);

  it('is chosen by the configuration: the model with AI_PROVIDER=openai, the built-in words otherwise', async () => {
    const { logger } = capturingLogger('warn');
    const ai = { provider: 'openai' as const, baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'gpt-4', timeoutMs: 1000 };
    expect(questionWriterFor({ ai }, logger).name).toBe('openai');
    const builtin = questionWriterFor({ ai: { ...ai, provider: 'builtin' } }, logger);
    expect(builtin.name).toBe('builtin');
    const request = marriage();
    const seen = recordingSink();
    expect(await builtin.write(request, seen.sink)).toEqual({ text: request.builtin.answer, source: 'builtin' });
    expect(seen.shown()).toBe(request.builtin.answer);
  }, 60_000);
});
