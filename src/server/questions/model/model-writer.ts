/**
 * A question answered by a language model held to the chart (docs/decisions/044). The model looks
 * the chart up through the engine's tools, in at most MAX_TOOL_ROUNDS rounds and MAX_TOOL_CALLS
 * calls, and its text streams to the asker as it comes. The finished text goes through the fact
 * check extended to windows; one that fails is asked for once more with what failed named, and a
 * second failure, an empty reply, a model error or a timeout gives the built-in answer instead —
 * which is always at hand, so the asker never sees an error from the model. Log lines carry
 * reasons only: no question, no chart, no claim from the reply.
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionMessageFunctionToolCall } from 'openai/resources/chat/completions';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { TextSink } from '../../readings/writers/reading-writer';
import { correctionLine } from '../../readings/writers/prompt';
import type { QuestionWriteRequest, QuestionWriter, WrittenQuestionAnswer } from '../question-writer';
import { systemPromptFor, userPromptFor } from './answer-prompt';
import { answerSheetOf, learnFrom } from './answer-sheet';
import { canCheck, checkAnswer } from './check-answer';
import { builtinAnswer } from './builtin-answer';
import { MAX_TOOL_CALLS, toolsFor } from './tools';

/** Rounds of one attempt: lookups, then (at the latest in the last round) the answer. */
export const MAX_TOOL_ROUNDS = 4;
const TEMPERATURE = 0.4;
const MAX_TOKENS = 1500;

type Tools = ReturnType<typeof toolsFor>;

/** Why the model's answer gave way to the built-in one, as the log line names it. */
type Failure = 'timeout' | 'model_error' | 'empty_reply';

class ModelFailure extends Error {
  constructor(readonly reason: Failure) {
    super(reason);
  }
}

/** The sink, remembering whether anything was sent since the last restart (a restart of nothing is not sent). */
function trackedSink(sink: TextSink) {
  let sent = false;
  return {
    text(delta: string) {
      sent = true;
      sink.text(delta);
    },
    restart() {
      if (sent) sink.restart();
      sent = false;
    },
  };
}

export function modelQuestionWriter({ config, logger }: { config: Config['ai']; logger: Logger }): QuestionWriter {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });

  /**
   * One streamed completion, aborted at the answer's deadline (the SDK's own timeout covers only
   * the wait for the headers of one call, and an answer makes several).
   */
  async function complete(messages: ChatCompletionMessageParam[], tools: Tools, toolChoice: 'auto' | 'none', onText: (delta: string) => void, deadline: number) {
    const left = deadline - Date.now();
    if (left <= 0) throw new ModelFailure('timeout');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, left);
    try {
      const stream = await client.chat.completions.create(
        { model: config.model, temperature: TEMPERATURE, max_tokens: MAX_TOKENS, stream: true, messages, tools: tools.definitions, tool_choice: toolChoice },
        { signal: controller.signal },
      );
      let text = '';
      const calls: ChatCompletionMessageFunctionToolCall[] = [];
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          text += delta.content;
          onText(delta.content);
        }
        for (const t of delta?.tool_calls ?? []) {
          const call = (calls[t.index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
          if (t.id) call.id = t.id;
          if (t.function?.name) call.function.name += t.function.name;
          if (t.function?.arguments) call.function.arguments += t.function.arguments;
        }
      }
      // An aborted stream ends quietly: what it gave is cut short, not an answer.
      if (timedOut) throw new ModelFailure('timeout');
      return { text, calls: calls.filter(Boolean) };
    } catch (error) {
      if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) throw new ModelFailure('timeout');
      throw new ModelFailure('model_error');
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One attempt at the answer: rounds of lookups until the model writes instead. Text written in a
   * round that ends in lookups is not the answer and is taken back. `budget` counts calls across
   * attempts (past it, or in the last round, the model may only write) and holds the deadline.
   */
  async function attempt(messages: ChatCompletionMessageParam[], tools: Tools, sheet: ReturnType<typeof answerSheetOf>, sink: ReturnType<typeof trackedSink>, budget: { calls: number; deadline: number }) {
    for (let round = 1; ; round++) {
      const last = round >= MAX_TOOL_ROUNDS || budget.calls >= MAX_TOOL_CALLS;
      const { text, calls } = await complete(messages, tools, last ? 'none' : 'auto', (d) => sink.text(d), budget.deadline);
      if (calls.length === 0 || last) {
        if (!text.trim()) throw new ModelFailure('empty_reply');
        return text;
      }
      sink.restart();
      messages.push({ role: 'assistant', content: text || null, tool_calls: calls });
      for (const call of calls) {
        budget.calls++;
        const out = budget.calls > MAX_TOOL_CALLS ? { ok: false as const, error: 'No lookups are left for this answer: write it with what you have.' } : tools.call(call.function.name, call.function.arguments);
        if (out.ok) learnFrom(sheet, out.result);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(out.ok ? out.result : { error: out.error }) });
      }
    }
  }

  return {
    name: 'openai',
    async write(request: QuestionWriteRequest, rawSink: TextSink): Promise<WrittenQuestionAnswer> {
      if (!canCheck(request.language)) return builtinAnswer(request, rawSink);
      const sink = trackedSink(rawSink);
      const tools = toolsFor(request);
      const sheet = answerSheetOf(request);
      // The whole answer, lookups and the one retry included, gets AI_TIMEOUT_MS: the asker is not kept waiting longer.
      const budget = { calls: 0, deadline: Date.now() + config.timeoutMs };
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPromptFor(request.language) },
        { role: 'user', content: userPromptFor(request) },
      ];
      try {
        const first = await attempt(messages, tools, sheet, sink, budget);
        const firstVerdict = checkAnswer(first, request.language, sheet);
        if (firstVerdict.ok) return { text: first, source: 'model' };
        logger.warn({ reasons: reasonsOf(firstVerdict.problems), toolCalls: budget.calls }, 'Model answer to a question contradicted the chart; asking again');
        sink.restart();
        messages.push({ role: 'assistant', content: first }, { role: 'user', content: correctionLine(firstVerdict.problems) });
        const second = await attempt(messages, tools, sheet, sink, budget);
        const verdict = checkAnswer(second, request.language, sheet);
        if (verdict.ok) return { text: second, source: 'model' };
        logger.warn({ reasons: reasonsOf(verdict.problems), toolCalls: budget.calls }, 'Model answer to a question contradicted the chart twice; using the built-in answer');
      } catch (error) {
        if (!(error instanceof ModelFailure)) throw error;
        logger.warn({ reason: error.reason, toolCalls: budget.calls }, 'The model did not answer the question; using the built-in answer');
      }
      sink.restart();
      return builtinAnswer(request, rawSink);
    },
  };
}

/** The kinds of claim that failed, each once: what the log may say about a reply. */
const reasonsOf = (problems: ReadonlyArray<{ kind: string }>) => [...new Set(problems.map((p) => p.kind))].sort();
