import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-log';

describe('describeChanges', () => {
  it('lists only changed fields, one level deep', () => {
    expect(
      describeChanges(
        {
          fullName: 'A',
          primaryColor: '#000000',
          socials: { website: null, instagram: '@a' },
          officials: [1],
        },
        {
          fullName: 'B',
          primaryColor: '#000000',
          socials: { website: null, instagram: '@b' },
          officials: [1],
        },
      ),
    ).toEqual({ fullName: { from: 'A', to: 'B' }, 'socials.instagram': { from: '@a', to: '@b' } });
  });

  it('clips long texts so the log stays readable', () => {
    const changes = describeChanges({ body: 'x' }, { body: 'y'.repeat(1000) });
    expect(String(changes.body?.to)).toHaveLength(301);
  });

  it('reports nothing when nothing changed', () => {
    expect(describeChanges({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } })).toEqual({});
  });
});
