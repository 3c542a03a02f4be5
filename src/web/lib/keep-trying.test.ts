import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelay } from './keep-trying';

describe('retryDelay', () => {
  it('backs off, then keeps trying at the cap', () => {
    expect(retryDelay(0)).toBeLessThan(retryDelay(2));
    expect(retryDelay(50)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(1000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
