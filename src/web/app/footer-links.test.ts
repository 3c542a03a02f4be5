import { describe, expect, it } from 'vitest';
import { footerLinks, instagramUrl } from './footer-links';

describe('instagramUrl', () => {
  it.each([
    ['@riversideballroom', 'https://instagram.com/riversideballroom'],
    ['riversideballroom', 'https://instagram.com/riversideballroom'],
    ['  @spaced  ', 'https://instagram.com/spaced'],
    ['https://www.instagram.com/club/', 'https://www.instagram.com/club/'],
  ])('%s -> %s', (input, expected) => {
    expect(instagramUrl(input)).toBe(expected);
  });

  it('strips only the leading @', () => {
    expect(instagramUrl('@a@b')).toBe('https://instagram.com/a@b');
  });
});

describe('footerLinks', () => {
  it('lists website, Facebook and Instagram in order and skips unset ones', () => {
    expect(
      footerLinks({
        website: 'https://x.org',
        facebook: null,
        instagram: '@x',
        communityChat: null,
      }),
    ).toEqual([
      { label: 'Website', href: 'https://x.org' },
      { label: 'Instagram', href: 'https://instagram.com/x' },
    ]);
  });
});
