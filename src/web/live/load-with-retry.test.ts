import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry, retryDelayMs } from './load-with-retry';

describe('retryDelayMs', () => {
  it('waits 2 s, 5 s and 15 s after the first failures, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([
      2_000, 5_000, 15_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('loadWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A loader failing the first `failures` times, counting its calls. */
  function flaky(failures: number) {
    const load = vi.fn(async () => {
      if (load.mock.calls.length <= failures) throw new Error(`attempt ${load.mock.calls.length}`);
      return 'code';
    });
    return load;
  }

  it('tries again on the schedule until the code arrives, reporting only the first failure', async () => {
    const load = flaky(5);
    const loaded = vi.fn();
    const firstFailure = vi.fn();
    loadWithRetry(load, { loaded, firstFailure });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);

    for (const [wait, calls] of [
      [2_000, 2],
      [5_000, 3],
      [15_000, 4],
      [30_000, 5],
      [30_000, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(load).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(calls);
    }
    expect(loaded).toHaveBeenCalledExactlyOnceWith('code');
    expect(firstFailure).toHaveBeenCalledExactlyOnceWith(new Error('attempt 1'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('stops trying once stopped (the page left)', async () => {
    const load = flaky(Infinity);
    const stop = loadWithRetry(load, { loaded: vi.fn(), firstFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not hand over code that arrives after stopping', async () => {
    const loaded = vi.fn();
    const stop = loadWithRetry(async () => 'code', { loaded, firstFailure: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).not.toHaveBeenCalled();
  });
});
