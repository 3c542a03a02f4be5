import { describe, expect, it } from 'vitest';
import { issue } from './issues';

describe('issue', () => {
  it('names only the subjects it concerns', () => {
    expect(issue('missing-mark', 'm', { dance: 'Waltz', judge: 'A', couple: undefined })).toEqual({
      code: 'missing-mark',
      message: 'm',
      dance: 'Waltz',
      judge: 'A',
    });
    expect(Object.keys(issue('no-judges', 'm'))).toEqual(['code', 'message']);
  });
});
