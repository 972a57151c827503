import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// A second server for the specs that need other settings than playwright.config.ts gives its own
// (SUPPORT_EMAIL, GA_MEASUREMENT_ID, SENTRY_DSN…): the same command and test settings, its own free
// port and its own fresh data folder, serving the same built app from dist/.

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type OwnServer = { url: string; stop: () => Promise<void> };

/** Starts the app with `env` on top of the e2e settings; resolves once it answers /api/me. */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = path.resolve(`.test-data/e2e-own-${port}-${Date.now()}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ALTCHA_COUNTER_MIN: '500',
      ALTCHA_COUNTER_MAX: '2000',
      OTP_MAX_PER_IP_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start-up: ${errors}`);
    const ready = await fetch(`${url}/api/me`).then((r) => r.ok, () => false);
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 120 s: ${errors}`);
}
