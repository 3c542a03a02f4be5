import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it.each([
    ['240', 240],
    ['0', 0],
    ['soon', undefined],
    [null, undefined],
  ])('Retry-After %j is %j', (value, seconds) => {
    const headers = new Headers(value === null ? {} : { 'retry-after': value });
    expect(retryAfterSeconds(headers)).toBe(seconds);
  });

  it("reads better-auth's own X-Retry-After too", () => {
    expect(retryAfterSeconds(new Headers({ 'x-retry-after': '42' }))).toBe(42);
  });
});
