import { describe, expect, it } from 'vitest';
import { DEMO_CHAIRMAN_PIN } from '../../server/seed/seed-demo-day';
import { parseDemoPlayOptions } from './options';

describe('parseDemoPlayOptions', () => {
  it('plays the local demo at 30 times real time by default', () => {
    expect(parseDemoPlayOptions([])).toEqual({
      ok: true,
      options: {
        url: 'http://127.0.0.1:3000',
        speed: 30,
        competition: 'demo-2026',
        seed: 'demo-play',
        'chairman-pin': DEMO_CHAIRMAN_PIN,
      },
    });
  });

  it('takes the server, speed, competition and seed given', () => {
    expect(
      parseDemoPlayOptions(['--url', 'http://venue.local:8080/', '--speed', '120', '--seed', 'x']),
    ).toMatchObject({
      ok: true,
      options: { url: 'http://venue.local:8080', speed: 120, seed: 'x' },
    });
  });

  it.each([
    [['--speed', 'fast'], '--speed must be a number'],
    [['--speed', '0'], '--speed must be at least 0.1'],
    [['--url', 'ftp://x'], '--url must be an http:// or https:// address'],
    [['--chairman-pin', '12'], '--chairman-pin must be 4 to 8 digits'],
    [['--sped', '3'], "Unknown option '--sped'"],
  ])('refuses %j: %s', (args, message) => {
    const parsed = parseDemoPlayOptions(args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});
