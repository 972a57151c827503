import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../../tests/support/capture-logs';
import { allowConsoleError } from '../../../../tests/support/console-guard';
import { listenOnLoopback } from '../../../../tests/support/fake-http-server';
import { createTestApp, signInWithProfile, sseEvents, testConfig } from '../../../../tests/support/test-app';
import { testFileDb } from '../../../../tests/support/test-db';
import { messages } from '../../../shared/messages';
import { SIGNS } from '../../../astro/zodiac';
import { readingCache } from '../../db/schema';
import { builtinWriter } from './builtin-writer';
import { openAiWriter } from './openai-writer';
import { systemPrompt, systemPromptFor } from './prompt';
import type { ReadingWriter } from './reading-writer';

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

/** The app with the model writer, a built-in writer that records what it wrote, and captured logs. */
async function setUp(replies: Reply[]) {
  const fake = await fakeOpenAi(replies);
  const config = testConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-key' });
  const sleeps: number[] = [];
  const database = await testFileDb();
  const logs = capturingLogger('warn');
  const fallbackTexts: string[] = [];
  const fallback: ReadingWriter = {
    name: 'builtin',
    async write(request, sink) {
      const text = await builtinWriter.write(request, sink);
      fallbackTexts.push(text);
      return text;
    },
  };
  const writer = openAiWriter({ config: config.ai, db: database.db, logger: logs.logger, fallback, sleep: async (ms) => void sleeps.push(ms) });
  const t = await createTestApp({ writer, database, env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test-key' } });
  const client = t.client();
  const name = `Meera ${Math.random().toString(36).slice(2, 7)}`;
  const user = await signInWithProfile(t, client, { name });
  return { ...fake, t, client, sleeps, user, name, logs, fallbackTexts };
}

const textOf = (body: string) => sseEvents(body).filter((e) => e.type === 'text').map((e) => e.delta).join('');

/** What the browser shows at the end: the text streamed after the last 'restart'. */
function finalTextOf(body: string) {
  const events = sseEvents(body);
  const from = events.map((e) => e.type).lastIndexOf('restart') + 1;
  return events.slice(from).filter((e) => e.type === 'text').map((e) => e.delta).join('');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '24 November 2026': a day `daysAhead` after `now` on India's calendar, where readings are dated. */
function indiaDate(now: Date, daysAhead = 0) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d! + daysAhead));
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The user's natal Moon, from the chart the app computes, and a sign it is not in. */
async function moonOf(client: Awaited<ReturnType<typeof setUp>>['client']) {
  const chart = (await client.get('/api/chart')).body as { bodies: Array<{ name: string; sign: number; navamsaSign: number }> };
  const moon = chart.bodies.find((b) => b.name === 'Moon')!;
  const wrong = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((s) => s !== moon.sign && s !== moon.navamsaSign)!;
  return { sign: SIGNS[moon.sign]!.english, wrongSign: SIGNS[wrong]!.english };
}

async function savedText(client: Awaited<ReturnType<typeof setUp>>['client']) {
  const list = (await client.get('/api/readings')).body.readings as Array<{ predictionText: string }>;
  expect(list).toHaveLength(1);
  return list[0]!.predictionText;
}

describe('the OpenAI-compatible writer', () => {
  it('sends the expected request with the chart facts and streams the reply as it comes', async () => {
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

  it('treats an empty reply as a failure with its own message and gives the credit back', async () => {
    allowConsoleError();
    const { client } = await setUp([{ status: 200, chunks: ['', '  '] }]);
    const res = await client.post('/api/readings', { readingType: 'health' });
    expect(sseEvents(res.text).at(-1)).toEqual({ type: 'error', message: messages.emptyReply });
    expect((await client.get('/api/me')).body.profile.hasUsedFreeReading).toBe(false);
  });

  it('serves an identical prompt from the cache instead of calling the model again', async () => {
    // One reading per type and period per user: an identical prompt comes from a second account
    // with the same name and birth details.
    const { client, requests, t, name } = await setUp([{ status: 200, chunks: ['Cached ', 'wisdom.'] }]);
    const twin = t.client();
    await signInWithProfile(t, twin, { name });
    const first = await client.post('/api/readings', { readingType: 'life' });
    const second = await twin.post('/api/readings', { readingType: 'life' });
    expect(requests).toHaveLength(1);
    expect(textOf(second.text)).toBe(textOf(first.text));
    expect((await twin.get('/api/readings')).body.readings).toHaveLength(1);
  });

  it('keeps a reply that agrees with the chart as it is, after one request', async () => {
    const replies: Reply[] = [];
    const { client, requests, t, logs } = await setUp(replies);
    const { sign } = await moonOf(client);
    const reply = `Namaste. Your Moon is in ${sign}. On ${indiaDate(t.clock.now())} begin something new.`;
    replies.push({ status: 200, chunks: [reply] });
    const res = await client.post('/api/readings', { readingType: 'career' });
    expect(requests).toHaveLength(1);
    expect(sseEvents(res.text).map((e) => e.type)).not.toContain('restart');
    expect(textOf(res.text)).toBe(reply);
    expect(await savedText(client)).toBe(reply);
    expect(logs.text()).toBe('');
  });

  it('asks again once when a reply contradicts the chart, and keeps a second reply that agrees', async () => {
    const replies: Reply[] = [];
    const { client, requests, logs, fallbackTexts } = await setUp(replies);
    const { sign, wrongSign } = await moonOf(client);
    const right = `Namaste. Your Moon is in ${sign}, and it steadies you.`;
    replies.push({ status: 200, chunks: ['Namaste. ', `Your Moon is in ${wrongSign}.`] }, { status: 200, chunks: [right] });
    const res = await client.post('/api/readings', { readingType: 'love' });
    expect(requests).toHaveLength(2);
    const [, second] = (requests[1]!.body.messages as Array<{ content: string }>);
    expect(second!.content).toContain('Your previous draft contradicted the chart facts');
    expect(second!.content).toContain(`Your Moon is in ${wrongSign}`);
    expect(sseEvents(res.text).filter((e) => e.type === 'restart')).toHaveLength(1);
    expect(finalTextOf(res.text)).toBe(right);
    expect(await savedText(client)).toBe(right);
    expect(fallbackTexts).toEqual([]);
    expect(logs.text()).toContain('Model reply contradicted the chart; asking again');
  });

  it('gives the built-in reading when the model contradicts the chart twice, and caches neither reply', async () => {
    const replies: Reply[] = [];
    const { client, requests, t, logs, fallbackTexts } = await setUp(replies);
    const { wrongSign } = await moonOf(client);
    const wrong = `Namaste. Your Moon is in ${wrongSign}. On ${indiaDate(t.clock.now(), 1500)} your fortunes turn.`;
    replies.push({ status: 200, chunks: [wrong] });
    const res = await client.post('/api/readings', { readingType: 'career' });

    expect(requests).toHaveLength(2);
    expect(sseEvents(res.text).filter((e) => e.type === 'restart')).toHaveLength(2);
    expect(sseEvents(res.text).at(-1)?.type).toBe('done');
    expect(fallbackTexts).toHaveLength(1);
    expect(finalTextOf(res.text)).toBe(fallbackTexts[0]);
    expect(await savedText(client)).toBe(fallbackTexts[0]!.trim());

    const warnings = logs.text().trim().split('\n').map((line) => JSON.parse(line) as { msg: string; problems?: Array<{ kind: string; claim: string }> });
    const last = warnings.find((w) => w.msg === 'Model reply contradicted the chart twice; using the built-in reading');
    expect(last?.problems?.map((p) => p.kind).sort()).toEqual(['date', 'sign']);
    const prompts = requests.map((r) => (r.body.messages as Array<{ content: string }>)[1]!.content);
    const hashes = prompts.map((p) => createHash('sha256').update(`gpt-4\n${(requests[0]!.body.messages as Array<{ content: string }>)[0]!.content}\n${p}`).digest('hex'));
    for (const hash of hashes) expect(await t.db.select().from(readingCache).where(eq(readingCache.promptHash, hash))).toEqual([]);
  });

  it('does not trust a cached reply that contradicts the chart', async () => {
    const replies: Reply[] = [];
    const { client, requests, t, name, logs } = await setUp(replies);
    const { sign, wrongSign } = await moonOf(client);
    const right = `Your Moon is in ${sign}.`;
    replies.push({ status: 200, chunks: [right] });
    await client.post('/api/readings', { readingType: 'health' });
    expect(requests).toHaveLength(1);
    // The same person asking again meets the same prompt: plant a false reply in its cache entry.
    const [system, user] = requests[0]!.body.messages as Array<{ content: string }>;
    const hash = createHash('sha256').update(`gpt-4\n${system!.content}\n${user!.content}`).digest('hex');
    await t.db.update(readingCache).set({ text: `Your Moon is in ${wrongSign}.` }).where(eq(readingCache.promptHash, hash));

    const twin = t.client();
    await signInWithProfile(t, twin, { name });
    const res = await twin.post('/api/readings', { readingType: 'health' });
    expect(requests).toHaveLength(2);
    expect(finalTextOf(res.text)).toBe(right);
    expect(await savedText(twin)).toBe(right);
    expect(logs.text()).toContain('Cached model reply contradicts the chart');
    expect(await t.db.select({ text: readingCache.text }).from(readingCache).where(eq(readingCache.promptHash, hash))).toEqual([{ text: right }]);
  });

  it('asks the model for a Hindi reading in Hindi and keeps a reply that agrees with the chart', async () => {
    const reply = 'नमस्ते मीरा। आज का दिन धैर्य और सेवा का है।\n\nछोटे कामों को पूरे मन से करें।';
    const { client, requests, fallbackTexts } = await setUp([{ status: 200, chunks: [reply] }]);
    const res = await client.post('/api/readings', { readingType: 'daily' }, { headers: { 'accept-language': 'hi' } });
    expect(sseEvents(res.text).at(-1)?.type).toBe('done');
    expect(requests).toHaveLength(1);
    const sent = requests[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(sent[0]!.content).toContain('Devanagari');
    expect(sent[1]!.content).toContain('in Hindi (Devanagari)');
    expect(fallbackTexts).toHaveLength(0);
    const [reading] = (await client.get('/api/readings')).body.readings as Array<{ predictionText: string; language: string }>;
    expect(reading).toEqual(expect.objectContaining({ predictionText: reply, language: 'hi' }));
  });

  it('gives the built-in Hindi reading when the model contradicts the chart twice in Hindi', async () => {
    const replies: Reply[] = [{ status: 200, chunks: ['placeholder'] }];
    const { client, requests, fallbackTexts } = await setUp(replies);
    const { wrongSign } = await moonOf(client);
    const hindiSigns = ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'];
    const wrong = hindiSigns[SIGNS.findIndex((s) => s.english === wrongSign)]!;
    // The fake model answers from this list when asked: now that the chart is known, a wrong Moon.
    replies[0] = { status: 200, chunks: [`नमस्ते मीरा। `, `जन्म कुंडली में आपका चंद्रमा ${wrong} राशि में है।`] };
    const res = await client.post('/api/readings', { readingType: 'daily' }, { headers: { 'accept-language': 'hi' } });
    expect(sseEvents(res.text).at(-1)?.type).toBe('done');
    expect(requests).toHaveLength(2);
    expect(fallbackTexts).toHaveLength(1);
    expect(fallbackTexts[0]).toMatch(/[\u0900-\u097f]/);
    expect(finalTextOf(res.text)).toBe(fallbackTexts[0]);
  });

  it('asks for Hindi in Devanagari with the jyotish terms when the prompt is for a Hindi reading', () => {
    expect(systemPromptFor('en')).toBe(systemPrompt);
    const hindi = systemPromptFor('hi');
    expect(hindi.startsWith(systemPrompt)).toBe(true);
    for (const term of ['Hindi', 'Devanagari', 'लग्न', 'राशि', 'नक्षत्र', 'महादशा', 'शनि', 'मीन', '24 नवंबर 2026']) expect(hindi).toContain(term);
  });

  it('never sends the key to the browser', async () => {
    const { client } = await setUp([{ status: 200, chunks: ['ok'] }]);
    const res = await client.post('/api/readings', { readingType: 'daily' });
    expect(res.text).not.toContain('sk-test-key');
  });
});
