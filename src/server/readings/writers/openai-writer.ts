import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import OpenAI from 'openai';
import { messages } from '../../../shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readingCache } from '../../db/schema';
import type { Logger } from '../../logger';
import { systemPrompt, userPrompt } from './prompt';
import { WriterError, type ReadingWriter } from './reading-writer';

const attempts = 3;

type Options = {
  config: Config['ai'];
  db: Db;
  logger: Logger;
  /** Waits between attempts (1000 ms × the attempt number); tests pass a faster clock. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Any OpenAI-compatible chat endpoint through the official SDK (SPEC.md §7: temperature 0.7,
 * max_tokens 1500, text from the first choice). Streams the reply; retries three times; serves an
 * identical prompt from the database cache so every instance shares it. The key stays here.
 */
export function openAiWriter({ config, db, logger, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: Options): ReadingWriter {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });

  return {
    name: 'openai',
    async write(request, sink) {
      const prompt = userPrompt(request);
      const promptHash = createHash('sha256').update(`${config.model}\n${systemPrompt}\n${prompt}`).digest('hex');
      const [cached] = await db.select({ text: readingCache.text }).from(readingCache).where(eq(readingCache.promptHash, promptHash));
      if (cached) {
        sink.text(cached.text);
        return cached.text;
      }

      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          if (attempt > 1) sink.restart();
          const text = await streamOnce(client, config.model, prompt, (delta) => sink.text(delta));
          if (!text.trim()) throw new WriterError(messages.emptyReply);
          await db.insert(readingCache).values({ promptHash, text }).onConflictDoNothing();
          return text;
        } catch (error) {
          if (error instanceof WriterError) throw error;
          lastError = error;
          logger.warn({ attempt, err: error instanceof Error ? error.message : String(error) }, 'Model call failed');
          if (attempt < attempts) await sleep(1000 * attempt);
        }
      }
      const detail = lastError instanceof Error ? lastError.message : String(lastError);
      throw new WriterError(messages.aiFailed(detail));
    },
  };
}

async function streamOnce(client: OpenAI, model: string, prompt: string, onText: (delta: string) => void) {
  const stream = await client.chat.completions.create({
    model,
    temperature: 0.7,
    max_tokens: 1500,
    stream: true,
    messages: [
      { role: 'system', content: systemPrompt },
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
