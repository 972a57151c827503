import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../../tests/support/console-guard';
import { listenOnLoopback } from '../../../../tests/support/fake-http-server';
import { createTestApp, signInWithProfile, sseEvents, testConfig } from '../../../../tests/support/test-app';
import { testFileDb } from '../../../../tests/support/test-db';
import { messages } from '../../../shared/messages';
import { profiles } from '../../db/schema';
import { createLogger } from '../../logger';
import { openAiWriter } from './openai-writer';

type Reply = { status: number; chunks?: string[]; error?: string };

/** A local stand-in for an OpenAI-compatible endpoint that streams chat completions. */
async function fakeOpenAi(replies: Reply[]) {
  const requests: Array<{ path: string; auth: string | undefined; body: Record<string, unknown> }> = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
      if (reply.status !== 200) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.error ?? 'upstream trouble', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of reply.chunks ?? []) {
        const chunk = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4', choices: [{ index: 0, delta: { content }, finish_reason: null }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  return { baseUrl: `${await listenOnLoopback(server)}/v1`, requests };
}

async function setUp(replies: Reply[]) {
  const fake = await fakeOpenAi(replies);
  const config = testConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-key' });
  const sleeps: number[] = [];
  const database = await testFileDb();
  const writer = openAiWriter({ config: config.ai, db: database.db, logger: createLogger('silent'), sleep: async (ms) => void sleeps.push(ms) });
  const t = await createTestApp({ writer, database, env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-key' } });
  const client = t.client();
  const user = await signInWithProfile(t, client, { name: `Meera ${Math.random().toString(36).slice(2, 7)}` });
  return { ...fake, t, client, sleeps, user };
}

const textOf = (body: string) => sseEvents(body).filter((e) => e.type === 'text').map((e) => e.delta).join('');

describe('the OpenAI-compatible writer', () => {
  it('sends the spec’s request with the chart facts and streams the reply as it comes', async () => {
    const { client, requests } = await setUp([{ status: 200, chunks: ['Namaste ', 'Meera. ', 'Your Moon…'] }]);
    const res = await client.post('/api/readings', { readingType: 'career' });
    const events = sseEvents(res.text);
    expect(events.filter((e) => e.type === 'text').map((e) => e.delta)).toEqual(['Namaste ', 'Meera. ', 'Your Moon…']);
    expect(events.at(-1)?.type).toBe('done');

    expect(requests).toHaveLength(1);
    const { path, auth, body } = requests[0]!;
    expect(path).toBe('/v1/chat/completions');
    expect(auth).toBe('Bearer sk-test-key');
    expect(body).toMatchObject({ model: 'gpt-4', temperature: 0.7, max_tokens: 1500, stream: true });
    const [system, user] = body.messages as Array<{ role: string; content: string }>;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Vedic astrologer');
    expect(user?.role).toBe('user');
    expect(user?.content).toContain('Career Reading');
    expect(user?.content).toMatch(/Name: Meera/);
    expect(user?.content).toContain('Birth date: 1990-04-15');
    expect(user?.content).toContain('Birth time: 06:30');
    expect(user?.content).toContain('Birth place: Varanasi, India');
    expect(user?.content).toContain('Computed chart facts');
  });

  it('tries three times, waiting 1000 ms × the attempt number, then reports the failure', async () => {
    allowConsoleError();
    const { client, requests, sleeps } = await setUp([{ status: 500, error: 'model overloaded' }]);
    const res = await client.post('/api/readings', { readingType: 'daily' });
    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
    const last = sseEvents(res.text).at(-1)!;
    expect(last.type).toBe('error');
    expect(last.message).toMatch(/^Failed to get astrological reading after 3 attempts: /);
    expect(last.message).toContain('model overloaded');
    expect((await client.get('/api/me')).body.profile.hasUsedFreeReading).toBe(false);
    expect((await client.get('/api/readings')).body.readings).toEqual([]);
  });

  it('recovers on a later attempt and tells the browser to start the text again', async () => {
    allowConsoleError();
    const { client, requests, sleeps } = await setUp([{ status: 503 }, { status: 200, chunks: ['Second ', 'time lucky.'] }]);
    const res = await client.post('/api/readings', { readingType: 'love' });
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
    const types = sseEvents(res.text).map((e) => e.type);
    expect(types).toContain('restart');
    expect(types.at(-1)).toBe('done');
    expect(textOf(res.text)).toBe('Second time lucky.');
  });

  it('treats an empty reply as a failure with the spec’s message and gives the credit back', async () => {
    allowConsoleError();
    const { client } = await setUp([{ status: 200, chunks: ['', '  '] }]);
    const res = await client.post('/api/readings', { readingType: 'health' });
    expect(sseEvents(res.text).at(-1)).toEqual({ type: 'error', message: messages.emptyReply });
    expect((await client.get('/api/me')).body.profile.hasUsedFreeReading).toBe(false);
  });

  it('serves an identical prompt from the cache instead of calling the model again', async () => {
    const { client, requests, t, user } = await setUp([{ status: 200, chunks: ['Cached ', 'wisdom.'] }]);
    await t.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, user.phone));
    const first = await client.post('/api/readings', { readingType: 'life' });
    const second = await client.post('/api/readings', { readingType: 'life' });
    expect(requests).toHaveLength(1);
    expect(textOf(second.text)).toBe(textOf(first.text));
    expect((await client.get('/api/readings')).body.readings).toHaveLength(2);
  });

  it('never sends the key to the browser', async () => {
    const { client } = await setUp([{ status: 200, chunks: ['ok'] }]);
    const res = await client.post('/api/readings', { readingType: 'daily' });
    expect(res.text).not.toContain('sk-test-key');
  });
});
