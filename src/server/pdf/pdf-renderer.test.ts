import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import type { Language } from '../../shared/profile';
import { AppError } from '../http/errors';
import { pdfRenderer, type PdfLimits } from './pdf-renderer';

// PDFs are made in worker threads, bounded per user and per instance (docs/security.md). The
// bounds are answered through the app's refusals: 429 with the wait for one user's excess, 503
// when the instance's queue is full; a thread that fails costs only its own PDF.

const failingWorker = fileURLToPath(new URL('../../../tests/support/failing-pdf-worker.ts', import.meta.url));
const limits: PdfLimits = { threads: 1, perUser: 2, queueLimit: 8, timeoutMs: 30_000 };
const report = (title: string, language: Language = 'en') => ({ title, language, createdAt: '2026-11-24T04:30:00Z', details: [], parts: [{ kind: 'paragraph' as const, text: 'Namaste.' }] });
const job = (title: string, language: Language = 'en') => ({ user: '+919800000001', language: 'en' as const, report: report(title, language), siteUrl: 'https://jyotishi.example' });
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

async function readingOf(client: TestClient, language: Language = 'en') {
  const written = await client.post('/api/readings', { readingType: 'daily' }, { headers: { 'accept-language': language } });
  const readingId = sseEvents(written.text).at(-1)?.readingId;
  if (!readingId) throw new Error('The reading was not written');
  return readingId;
}

/** A signed-in user with a saved reading, and the path of its PDF. */
async function userWithReading(t: TestApp, language: Language = 'en') {
  const client = t.client();
  await signInWithProfile(t, client);
  return { client, path: `/api/readings/${await readingOf(client, language)}/pdf` };
}

// Each test signs users in and writes readings before its PDFs: more than the default 20 s on a busy machine.
const slow = { timeout: 60_000 };

describe('PDF downloads, bounded', slow, () => {
  it('makes at most PDF_RENDERS_PER_USER PDFs of one user at once: one more is 429 with the wait, another user is not held up', async () => {
    const t = await createTestApp({ env: { PDF_RENDERS_PER_USER: '2' } });
    const asha = await userWithReading(t);
    const ravi = await userWithReading(t);

    const answers = await Promise.all([asha.client.get(asha.path), asha.client.get(asha.path), asha.client.get(asha.path), ravi.client.get(ravi.path)]);
    const ashas = answers.slice(0, 3).map((res) => res.status).sort();
    expect(ashas).toEqual([200, 200, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'rate_limited', error: `${messages.tooManyRequests} ${messages.tryAgainIn(refused.body.retryAfterSeconds)}`, requestId: expect.any(String) });
    expect(refused.body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(answers[3]!.status).toBe(200);
    expect(answers[3]!.text.startsWith('%PDF-')).toBe(true);

    // The slots come back as the PDFs finish.
    expect((await asha.client.get(asha.path)).status).toBe(200);
  });

  it('answers 503 with a wait when the instance has PDF_QUEUE_LIMIT PDFs waiting for its threads', async () => {
    const t = await createTestApp({ env: { PDF_THREADS: '1', PDF_QUEUE_LIMIT: '1' } });
    const users = await Promise.all([userWithReading(t), userWithReading(t), userWithReading(t)]);

    const answers = await Promise.all(users.map((u) => u.client.get(u.path)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 503]);
    const refused = answers.find((res) => res.status === 503)!;
    expect(refused.body).toMatchObject({ code: 'unavailable', error: messages.unavailable, retryAfterSeconds: expect.any(Number) });
  });

  it('answers 500 in the error shape when a PDF thread dies, and makes the next PDF in a new thread', async () => {
    const pdfs = pdfRenderer(limits, { workerFile: failingWorker });
    const t = await createTestApp({ pdfs });
    try {
      const hindi = await userWithReading(t, 'hi');
      const english = await userWithReading(t);

      const failed = await hindi.client.get(hindi.path);
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ error: messages.internalError, code: 'internal', requestId: expect.any(String) });
      const next = await english.client.get(english.path);
      expect(next.status).toBe(200);
      expect(next.text.startsWith('%PDF-')).toBe(true);
    } finally {
      await pdfs.close();
    }
  });
});

describe('pdfRenderer', () => {
  it('makes a PDF in a worker thread', async () => {
    const pdfs = pdfRenderer(limits);
    try {
      expect(isPdf(await pdfs.render(job('Daily Reading')))).toBe(true);
    } finally {
      await pdfs.close();
    }
  });

  it('fails only the PDF whose thread throws or dies; the pool goes on', async () => {
    const pdfs = pdfRenderer({ ...limits, perUser: 10 }, { workerFile: failingWorker });
    try {
      const [thrown, crashed, fine] = await Promise.allSettled([pdfs.render(job('throw')), pdfs.render(job('Crash', 'hi')), pdfs.render(job('Daily Reading'))]);
      expect(thrown).toMatchObject({ status: 'rejected', reason: { message: 'The PDF could not be made', cause: { message: 'The layout failed' } } });
      expect(crashed).toMatchObject({ status: 'rejected', reason: { message: 'The PDF could not be made' } });
      expect(fine.status).toBe('fulfilled');
      expect(isPdf(await pdfs.render(job('Daily Reading')))).toBe(true);
    } finally {
      await pdfs.close();
    }
  });

  it('gives up on a PDF past PDF_TIMEOUT_MS with a 503, and on one whose caller went away', async () => {
    const pdfs = pdfRenderer({ ...limits, timeoutMs: 1 });
    try {
      const late = await pdfs.render(job('Daily Reading')).catch((error: unknown) => error);
      expect(late).toBeInstanceOf(AppError);
      expect(late).toMatchObject({ code: 'unavailable', status: 503 });
    } finally {
      await pdfs.close();
    }
    const patient = pdfRenderer(limits);
    try {
      const gone = await patient.render({ ...job('Daily Reading'), signal: AbortSignal.abort() }).catch((error: unknown) => error);
      expect(gone).toMatchObject({ code: 'unavailable' });
      // The user's slot was given back.
      expect(isPdf(await patient.render(job('Daily Reading')))).toBe(true);
    } finally {
      await patient.close();
    }
  });
});
