import { describe, expect, it } from 'vitest';
import { allowedHostNames, isAllowedHost } from './allowed-hosts';

describe('isAllowedHost', () => {
  const names = allowedHostNames('https://comp.example.org', ['comp.local']);

  it.each([
    'comp.example.org',
    'COMP.example.org:443',
    'comp.local:3000',
    'localhost:3000',
    '127.0.0.1:3000',
    '192.168.1.20:3000',
    '[::1]:3000',
    '[fe80::1]',
    // A proxy may forward the default port explicitly.
    'localhost:80',
    'comp.example.org:80',
    '127.0.0.1:80',
  ])('serves %s', (host) => {
    expect(isAllowedHost(host, names)).toBe(true);
  });

  it.each([
    'evil.example',
    'comp.example.org.evil.example',
    'evil.localhost',
    '127.0.0.1.nip.io',
    '0x7f.1',
    'comp.example.org/path',
    'user@comp.example.org',
    '',
    'a b',
    'evil.example:80',
    undefined,
  ])('refuses %j', (host) => {
    expect(isAllowedHost(host, names)).toBe(false);
  });
});
