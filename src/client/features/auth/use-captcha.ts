import { useCallback, useEffect, useRef, useState } from 'react';
import type { Challenge } from 'altcha-lib';
import { api, ApiError, unwrap } from '../../lib/api';

export type CaptchaState = 'solving' | 'ready' | 'off' | 'failed';

/**
 * The invisible human check: fetches an ALTCHA challenge and solves it in a worker as soon as
 * the phone step opens. `take()` hands over one solution (each works once on the server) and
 * starts on the next, so a resend has a fresh one ready.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>('solving');
  const pending = useRef<Promise<string | undefined> | null>(null);

  const solve = useCallback(() => {
    const run = (async () => {
      const { provider, challenge } = await unwrap(api.auth.captcha.$get());
      if (provider === 'none' || !challenge) {
        setState('off');
        return undefined;
      }
      setState('solving');
      const payload = await solveInWorker(challenge as Challenge);
      setState('ready');
      return payload;
    })();
    run.catch(() => setState('failed'));
    pending.current = run;
    return run;
  }, []);

  useEffect(() => {
    void solve().catch(() => {});
  }, [solve]);

  const take = useCallback(async () => {
    const current = pending.current ?? solve();
    const payload = await current;
    if (payload !== undefined) void solve().catch(() => {});
    return payload;
  }, [solve]);

  /**
   * Calls the server with one solution. A refused one (stale, already used, or made before this
   * network's work went up) is replaced by a freshly solved one, once.
   */
  const withSolution = useCallback(
    async <T,>(call: (captcha: string | undefined) => Promise<T>) => {
      try {
        return await call(await take());
      } catch (e) {
        if (!(e instanceof ApiError) || e.code !== 'captcha_failed') throw e;
        await solve();
        return call(await take());
      }
    },
    [take, solve],
  );

  return { state, withSolution };
}

function solveInWorker(challenge: Challenge) {
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ payload?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.payload) resolve(event.data.payload);
      else reject(new Error(event.data.error ?? 'captcha failed'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('captcha worker failed'));
    };
    worker.postMessage(challenge);
  });
}
