import { describe, expect, it } from 'vitest';
import type { AnalyticsScript } from '../config';
import { shellWithAnalyticsScript } from './page-shell';

const SHELL = '<!doctype html><html><head><title>Comp</title></head><body></body></html>';
const PLAUSIBLE: AnalyticsScript = {
  src: 'https://stats.example.org/js/script.js',
  origin: 'https://stats.example.org',
  siteAttribute: 'data-domain',
  siteId: 'comp.example.org',
};

describe('shellWithAnalyticsScript', () => {
  it('puts a deferred script tag naming the site at the end of the head', () => {
    const shell = shellWithAnalyticsScript(SHELL, PLAUSIBLE);
    expect(shell).toBe(
      '<!doctype html><html><head><title>Comp</title><script defer src="https://stats.example.org/js/script.js" data-domain="comp.example.org"></script></head><body></body></html>',
    );
  });

  it('keeps a quote in the address from ending the attribute', () => {
    const shell = shellWithAnalyticsScript(SHELL, {
      src: 'https://stats.example.org/script.js?a="><script>alert(1)</script>',
      origin: 'https://stats.example.org',
      siteAttribute: 'data-website-id',
      siteId: 'abc',
    });
    expect(shell).not.toContain('"><script>alert');
    expect(shell.match(/<script/g)).toHaveLength(1);
  });

  it('refuses a shell without a head', () => {
    expect(() => shellWithAnalyticsScript('<html><body></body></html>', PLAUSIBLE)).toThrow(
      /no <\/head>/,
    );
  });
});
