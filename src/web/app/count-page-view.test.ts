import { describe, expect, it } from 'vitest';
import { asksNotToBeTracked } from './count-page-view';

describe('asksNotToBeTracked', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1', globalPrivacyControl: false }, true],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ doNotTrack: null, globalPrivacyControl: false }, false],
    [{}, false],
  ])('reads %j as %s', (signals, expected) => {
    expect(asksNotToBeTracked(signals)).toBe(expected);
  });
});
