/// <reference lib="webworker" />
import { solveChallenge, type Challenge } from 'altcha-lib';
// The WebCrypto build: the default one imports node:crypto.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

// Solves the ALTCHA proof of work off the main thread, so typing stays smooth while it runs.
self.onmessage = async (event: MessageEvent<Challenge>) => {
  const challenge = event.data;
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    self.postMessage(solution ? { payload: btoa(JSON.stringify({ challenge, solution })) } : { error: 'timeout' });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : 'failed' });
  }
};
