import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import OpenAI from 'openai';
import { messagesIn } from '../../../shared/messages-in';
import type { Language } from '../../../shared/profile';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readingCache } from '../../db/schema';
import type { Logger } from '../../logger';
import { checkReply, type CheckResult } from './fact-check';
import { checkHindiReply } from './fact-check-hi';
import { checkTamilReply } from './fact-check-ta';
import { checkTeluguReply } from './fact-check-te';
import type { FactSheet } from './fact-sheet';
import { factSheetOf } from './fact-sheet-of';
import { correctionLine, systemPromptFor, userPrompt } from './prompt';
import { WriterError, type ReadingWriter, type TextSink } from './reading-writer';

const attempts = 3;

/**
 * The fact check of each language. fact-check.ts finds claims by English words (graha and sign
 * names, "in your tenth house", "Saturn mahadasha", English month names), so it would pass a Hindi
 * reply unread; a Hindi reply is read by fact-check-hi.ts instead, which knows the Hindi words for
 * the same claims (all but houses); Tamil and Telugu replies by fact-check-ta.ts and fact-check-te.ts
 * (claim-reader.ts, which reads the case endings those languages join to a sign). A language
 * without a checker here is not sent to the model: its reading comes from the built-in composer.
 */
const checkers: Partial<Record<Language, (reply: string, sheet: FactSheet) => CheckResult>> = { en: checkReply, hi: checkHindiReply, ta: checkTamilReply, te: checkTeluguReply };

type Options = {
  config: Config['ai'];
  db: Db;
  logger: Logger;
  /** Writes the reading when the model contradicts the chart twice (the built-in composer). */
  fallback: ReadingWriter;
  /** Waits between attempts (1000 ms × the attempt number); tests pass a faster clock. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Any OpenAI-compatible chat endpoint through the official SDK (temperature 0.7, max_tokens 1500,
 * text from the first choice). Streams the reply; retries three times on network or server errors;
 * serves an identical prompt from the database cache so every instance shares it. The key stays here.
 *
 * A model can state placements the chart does not have, so every reply, cached or fresh, is checked
 * against the facts once it is complete. A reply that contradicts them is thrown away (the browser
 * is told to start again) and asked for once more with the wrong claims named; a second wrong reply
 * gives way to the built-in reading. Only a reply that passed the check is ever cached.
 */
export function openAiWriter({ config, db, logger, fallback, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: Options): ReadingWriter {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });

  /** One reply, streamed to `sink`, with the network retries; throws a WriterError when they run out. */
  async function generate(system: string, prompt: string, language: Language, sink: TextSink): Promise<string> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        if (attempt > 1) sink.restart();
        const text = await streamOnce(client, config.model, system, prompt, (delta) => sink.text(delta));
        if (!text.trim()) throw new WriterError(messagesIn(language).emptyReply, 'empty_reply');
        return text;
      } catch (error) {
        if (error instanceof WriterError) throw error;
        lastError = error;
        logger.warn({ attempt, err: error instanceof Error ? error.message : String(error) }, 'Model call failed');
        if (attempt < attempts) await sleep(1000 * attempt);
      }
    }
    const detail = lastError instanceof Error ? lastError.message : String(lastError);
    // The SDK gives up on a request after config.timeoutMs: analytics tells a slow model apart.
    throw new WriterError(messagesIn(language).aiFailed(detail), lastError instanceof OpenAI.APIConnectionTimeoutError ? 'timeout' : 'writer_error');
  }

  return {
    name: 'openai',
    async write(request, sink) {
      const check = checkers[request.language];
      if (!check) return fallback.write(request, sink);
      const sheet = factSheetOf(request.facts);
      const system = systemPromptFor(request.language);
      const prompt = userPrompt(request);
      // The language is in the key through the system prompt (and the prompt's last line).
      const promptHash = createHash('sha256').update(`${config.model}\n${system}\n${prompt}`).digest('hex');
      const [cached] = await db.select({ text: readingCache.text }).from(readingCache).where(eq(readingCache.promptHash, promptHash));
      if (cached) {
        const verdict = check(cached.text, sheet);
        if (verdict.ok) {
          sink.text(cached.text);
          return cached.text;
        }
        // Cached before the check existed, or under an older check: it must not be served again.
        logger.warn({ problems: verdict.problems, readingType: request.readingType }, 'Cached model reply contradicts the chart; asking the model again');
        await db.delete(readingCache).where(eq(readingCache.promptHash, promptHash));
      }
      const remember = (text: string) => db.insert(readingCache).values({ promptHash, text }).onConflictDoNothing();

      // A first failure is the user's error to see, as before: there is no reply to fall back from.
      const first = await generate(system, prompt, request.language, sink);
      const firstVerdict = check(first, sheet);
      if (firstVerdict.ok) {
        await remember(first);
        return first;
      }
      logger.warn({ problems: firstVerdict.problems, readingType: request.readingType }, 'Model reply contradicted the chart; asking again');
      sink.restart();

      try {
        const second = await generate(system, `${prompt}\n\n${correctionLine(firstVerdict.problems)}`, request.language, sink);
        const verdict = check(second, sheet);
        if (verdict.ok) {
          await remember(second);
          return second;
        }
        logger.warn({ problems: verdict.problems, readingType: request.readingType }, 'Model reply contradicted the chart twice; using the built-in reading');
      } catch (error) {
        // The model has already answered once, falsely: a reading from the facts beats an error.
        logger.warn({ err: error instanceof Error ? error.message : String(error), readingType: request.readingType }, 'The second model call failed; using the built-in reading');
      }
      sink.restart();
      return fallback.write(request, sink);
    },
  };
}

async function streamOnce(client: OpenAI, model: string, system: string, prompt: string, onText: (delta: string) => void) {
  const stream = await client.chat.completions.create({
    model,
    temperature: 0.7,
    max_tokens: 1500,
    stream: true,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: prompt },
    ],
  });
  let text = '';
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content ?? '';
    if (delta) {
      text += delta;
      onText(delta);
    }
  }
  return text;
}
