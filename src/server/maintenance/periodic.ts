import type { Logger } from '../logger';

/**
 * Runs `task` every `intervalMs` in the background, never twice at once in this process: a run
 * still going when the next tick comes makes that tick skip, so a slow database cannot pile runs
 * up. Failures are logged and the next tick tries again. The timer is unref'd, so it never keeps
 * the process alive (shutdown does not wait for it). `run` starts one now (start-up).
 */
export function periodic(name: string, intervalMs: number, task: () => Promise<unknown>, logger: Logger) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error, task: name }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
