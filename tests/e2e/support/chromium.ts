import { existsSync } from 'node:fs';
import packagedChromium from '@sparticuz/chromium';

// Which Chromium the end-to-end tests drive. The system's (Debian's /usr/bin/chromium, or
// CHROMIUM_PATH) when there is one: a full browser, with Web Push and desktop notifications. Otherwise,
// or with E2E_PACKAGED_CHROMIUM=1, the headless shell that the @sparticuz/chromium package ships
// (a devDependency, unpacked once to the temporary folder), so that `npm test` needs no browser
// installed. Playwright's own browser downloads are out: this machine reaches only the npm and
// Debian registries.

const systemChromium = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** 'system' or 'packaged': decided without unpacking anything, so that a spec can ask at load time. */
export function chromiumKind(): 'system' | 'packaged' {
  if (process.env.E2E_PACKAGED_CHROMIUM === '1') return 'packaged';
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen && !existsSync(chosen)) throw new Error(`CHROMIUM_PATH is ${chosen}, and there is no such file.`);
  return existsSync(systemChromium()) ? 'system' : 'packaged';
}

export async function e2eChromium() {
  const kind = chromiumKind();
  // The package's own launch flags are for serverless hosts (no web security, one process): the
  // tests keep the same flags for both browsers, so only the binary changes.
  return { kind, executablePath: kind === 'system' ? systemChromium() : await packagedChromium.executablePath() };
}

/**
 * Skips what the packaged headless shell cannot do, with the reason in the report, so that the skip
 * shows in the totals. It has no push service (subscribing fails with "Registration failed - push
 * service not available") and no notification service (the permission stays "denied" even when
 * granted).
 */
export const systemChromiumOnly = (what: string) =>
  [chromiumKind() === 'packaged', `${what} needs the system Chromium: the packaged headless shell has no push or notification service`] as const;

/**
 * Skips, in the packaged headless shell only, a test of what that older Chromium (143) does
 * differently from the system's (156 here); `seen` says what, and the report prints it.
 */
export const failsInPackagedChromium = (seen: string) =>
  [chromiumKind() === 'packaged', `Fails in the packaged Chromium 143 headless shell (${seen}) and passes in the system Chromium`] as const;
