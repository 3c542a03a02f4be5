import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftReader } from './use-drafted-form';

describe('draftReader', () => {
  const read = draftReader(z.object({ title: z.string(), shown: z.boolean() }));

  it('accepts any of the form’s fields', () => {
    expect(read({ title: 'Venue' })).toEqual({ title: 'Venue' });
    expect(read({})).toEqual({});
  });

  it('refuses a draft whose fields no longer fit the form (another build)', () => {
    expect(read({ title: 42 })).toBeUndefined();
    expect(read('Venue')).toBeUndefined();
    expect(read(null)).toBeUndefined();
  });

  it('drops fields the form no longer has', () => {
    expect(read({ title: 'Venue', subtitle: 'gone' })).toEqual({ title: 'Venue' });
  });
});
