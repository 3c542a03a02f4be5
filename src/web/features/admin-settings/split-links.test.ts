import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

describe('splitLinks', () => {
  it('finds a sign-in link inside an email body', () => {
    const text =
      'Hello,\n\nSign in: http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fadmin\n\nThanks';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Hello,\n\nSign in: ' },
      {
        kind: 'link',
        text: 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fadmin',
        href: 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fadmin',
      },
      { kind: 'text', text: '\n\nThanks' },
    ]);
  });

  it('returns plain text as one part, and nothing for an empty string', () => {
    expect(splitLinks('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('keeps sentence punctuation and closing brackets of the prose out of the link', () => {
    expect(
      splitLinks('Open https://example.com/a. Or (see https://example.com/b), then go.'),
    ).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '. Or (see ' },
      { kind: 'link', text: 'https://example.com/b', href: 'https://example.com/b' },
      { kind: 'text', text: '), then go.' },
    ]);
  });

  it('keeps parentheses that belong to the address', () => {
    expect(splitLinks('https://en.wikipedia.org/wiki/Waltz_(dance)')).toEqual([
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Waltz_(dance)',
        href: 'https://en.wikipedia.org/wiki/Waltz_(dance)',
      },
    ]);
  });

  it('links only http and https, case-insensitively', () => {
    const parts = splitLinks('javascript:alert(1) ftp://x.org mailto:a@b.c HTTPS://Example.com/');
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'HTTPS://Example.com/', href: 'HTTPS://Example.com/' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'javascript:alert(1) ftp://x.org mailto:a@b.c HTTPS://Example.com/',
    );
  });

  it('does not link a scheme with no valid host, and never loses text', () => {
    const text = 'see http:// and http://[oops and https://a.example/x, https://b.example/';
    const parts = splitLinks(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://a.example/x',
      'https://b.example/',
    ]);
  });

  it('does not let a link swallow surrounding quotes or angle brackets', () => {
    expect(splitLinks('<https://example.com/x> "https://example.com/y"')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
      { kind: 'text', text: '> "' },
      { kind: 'link', text: 'https://example.com/y', href: 'https://example.com/y' },
      { kind: 'text', text: '"' },
    ]);
  });
});
