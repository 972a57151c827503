import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { messages } from '../../shared/messages';
import type { Language } from '../../shared/profile';
import { AppError, waitRefusal } from '../http/errors';
import type { RenderJob } from './render-worker';

export type PdfLimits = {
  /** Worker threads; the thread that answers requests is not one of them. */
  threads: number;
  /** PDFs one user may have in flight (being made or waiting) on this instance. */
  perUser: number;
  /** PDFs waiting for a thread, everyone's together. */
  queueLimit: number;
  /** From the request to the finished file, waiting included. */
  timeoutMs: number;
};

export type PdfRequest = RenderJob & {
  /** Whose PDF it is: the per-user bound counts by it. */
  user: string;
  /** The caller's language, for a refusal's words. */
  language: Language;
  /** Aborts when the caller goes away: a PDF nobody waits for is not made. */
  signal?: AbortSignal;
};

export type PdfRenderer = {
  /** The PDF's bytes; throws an AppError (429, 503) when a bound refuses it. */
  render(request: PdfRequest): Promise<Uint8Array<ArrayBuffer>>;
  /** Ends the threads once the PDFs in flight are done (shutdown). */
  close(): Promise<void>;
};

const self = fileURLToPath(import.meta.url);
/** The worker module beside this one, with this one's extension (.ts from the source, as run by tsx). */
const defaultWorker = path.join(path.dirname(self), `render-worker${path.extname(self)}`);

/**
 * Node does not load our TypeScript by itself. A thread inherits the process's flags, so under
 * `node --import tsx` (npm start, the production image) it loads tsx's hooks already; under
 * Vitest, which compiles the tests' modules on its own, the thread is told to load them.
 */
function workerFlags(file: string) {
  const loadsTsx = /--(import|loader)[= ]tsx\b/.test(process.execArgv.join(' '));
  return file.endsWith('.ts') && !loadsTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;
}

/** A thread idle this long ends; the next PDF starts one again (a fraction of a second). */
const idleThreadMs = 60_000;

/**
 * Makes PDFs in a small pool of worker threads (piscina), so a burst of downloads costs the other
 * requests nothing: pdfkit's layout and font subsetting take a few hundred milliseconds of CPU
 * per file, all of it synchronous. Bounded per user and overall, per instance: what is bounded is
 * this process's CPU. A thread that throws or dies fails only its own PDF; piscina starts a new one.
 */
export function pdfRenderer(limits: PdfLimits, options: { workerFile?: string } = {}): PdfRenderer {
  const workerFile = options.workerFile ?? defaultWorker;
  const pool = new Piscina<RenderJob, Uint8Array<ArrayBuffer>>({
    filename: pathToFileURL(workerFile).href,
    execArgv: workerFlags(workerFile),
    // Threads start with the first PDF, not with the process (nor with every test's app).
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: idleThreadMs,
  });
  const perUser = new Map<string, number>();
  let inFlight = 0;
  // How long a PDF request takes, waiting included, smoothed: the wait a refusal asks for (by
  // then the user's own PDFs, or the queue's first, are done).
  let typicalMs = 1_000;
  const busy = () => new AppError('unavailable', messages.unavailable, { retryAfterSeconds: Math.max(1, Math.ceil(typicalMs / 1000)) });

  return {
    async render({ user, language, signal, report, siteUrl }) {
      const mine = perUser.get(user) ?? 0;
      if (mine >= limits.perUser) throw waitRefusal(typicalMs, language);
      if (inFlight >= limits.threads + limits.queueLimit) throw busy();
      perUser.set(user, mine + 1);
      inFlight++;
      const started = performance.now();
      const timeout = AbortSignal.timeout(limits.timeoutMs);
      try {
        const pdf = await pool.run({ report, siteUrl }, { signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
        typicalMs = 0.8 * typicalMs + 0.2 * (performance.now() - started);
        return pdf;
      } catch (error) {
        // Too slow, or nobody waiting: the thread was stopped (or the PDF never started).
        if (timeout.aborted || signal?.aborted) throw busy();
        // The error handler logs it, cause included, and answers 500.
        throw new Error('The PDF could not be made', { cause: error });
      } finally {
        inFlight--;
        const left = (perUser.get(user) ?? 1) - 1;
        if (left > 0) perUser.set(user, left);
        else perUser.delete(user);
      }
    },
    close: () => pool.close(),
  };
}
