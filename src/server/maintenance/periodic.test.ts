import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { periodic } from './periodic';

afterEach(() => vi.useRealTimers());

const quietLogger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

describe('periodic', () => {
  it('runs on every tick but never twice at once, and keeps going after a failure', async () => {
    vi.useFakeTimers();
    const logger = quietLogger();
    let running = 0;
    let most = 0;
    let runs = 0;
    const task = periodic(
      'Test task',
      1000,
      async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        // Slower than the interval: the ticks it overlaps are skipped.
        await new Promise((r) => setTimeout(r, 2500));
        running--;
        if (runs === 1) throw new Error('database away');
      },
      logger,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    task.stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(4);
    expect(logger.error).toHaveBeenCalledTimes(1);

    // Stopped: no more runs, but `run` still works (start-up calls it directly).
    const before = runs;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(before);
  });

  it('lets start-up wait for a first run', async () => {
    const logger = quietLogger();
    let done = false;
    const task = periodic('Test task', 60_000, async () => void (done = true), logger);
    await task.run();
    task.stop();
    expect(done).toBe(true);
  });
});
