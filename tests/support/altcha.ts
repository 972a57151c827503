import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** What the ALTCHA widget sends: base64 of `{ challenge, solution }` as JSON. */
export function captchaPayload(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

/** Solves a challenge as the browser widget would and returns the payload to send. */
export async function solveCaptcha(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge');
  return { challenge, solution, payload: captchaPayload({ challenge, solution }) };
}
