import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      defaultCompetition: undefined,
      logLevel: 'info',
      trustProxy: 0,
    });
  });

  it('reads TRUST_PROXY as a number of proxies, so a client cannot choose its address', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be false, true/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/comp',
      DATABASE_URL: 'postgres://u:p@db:5432/comp',
      COMPETITION: 'bamjam-2025',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ALLOWED_HOSTS: 'Comp.Example.org, comp.local',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/comp',
      databaseUrl: 'postgres://u:p@db:5432/comp',
      defaultCompetition: 'bamjam-2025',
      logLevel: 'warn',
      trustProxy: 1,
      allowedHosts: ['comp.example.org', 'comp.local'],
    });
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        COMPETITION: 'Bad Id',
        ALLOWED_HOSTS: 'ok.example,http://x/',
      }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL[\s\S]*COMPETITION[\s\S]*ALLOWED_HOSTS must be host names/,
    );
  });

  it('keeps interval backups off by default, in DATA_DIR/backups, the newest 12', () => {
    expect(loadConfig({ DATA_DIR: '/srv/comp' }).backup).toEqual({
      everyMinutes: 0,
      dir: path.resolve('/srv/comp/backups'),
      keep: 12,
    });
    expect(
      loadConfig({ BACKUP_EVERY_MINUTES: '30', BACKUP_DIR: '/mnt/usb', BACKUP_KEEP: '48' }).backup,
    ).toEqual({ everyMinutes: 30, dir: path.resolve('/mnt/usb'), keep: 48 });
  });

  it('refuses backup settings out of range, naming each', () => {
    expect(() => loadConfig({ BACKUP_EVERY_MINUTES: '-5', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_EVERY_MINUTES: BACKUP_EVERY_MINUTES must be 0 \(off\)[\s\S]*BACKUP_KEEP: BACKUP_KEEP must be at least 1/,
    );
    expect(() => loadConfig({ BACKUP_EVERY_MINUTES: '1441' })).toThrow(/BACKUP_EVERY_MINUTES/);
    expect(() => loadConfig({ BACKUP_EVERY_MINUTES: 'hourly' })).toThrow(/BACKUP_EVERY_MINUTES/);
  });

  it('refuses interval backups with PostgreSQL, which pg_dump backs up instead', () => {
    expect(() =>
      loadConfig({ BACKUP_EVERY_MINUTES: '15', DATABASE_URL: 'postgres://u@db/comp' }),
    ).toThrow(/BACKUP_EVERY_MINUTES copies the SQLite database; with DATABASE_URL use pg_dump/);
    // Backup settings other than the interval serve `npm run backup` on PostgreSQL too.
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/usb', DATABASE_URL: 'postgres://u@db/comp' }).backup.dir,
    ).toBe(path.resolve('/mnt/usb'));
  });

  it('seeds the demo day with its known-password accounts only on a laptop, unless asked', () => {
    expect(loadConfig({}).demo).toBe('day');
    expect(loadConfig({ PUBLIC_URL: 'https://comp.example.org' }).demo).toBe('registration');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/comp' }).demo).toBe('registration');
    expect(loadConfig({ HOST: '0.0.0.0' }).demo).toBe('registration');
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'day' }).demo).toBe('day');
    expect(() => loadConfig({ DEMO: 'full' })).toThrow(/DEMO must be day or registration/);
  });
});

describe('loadConfig: a self-hosted Plausible or Umami', () => {
  it('is off unless configured', () => {
    expect(loadConfig({}).analyticsScript).toBeUndefined();
  });

  it.each([
    ['plausible', 'data-domain', 'comp.example.org'],
    ['umami', 'data-website-id', '94db1cb1-74f4-4a40-ad6c-962362670409'],
  ])('reads %s with its site attribute and origin', (kind, siteAttribute, siteId) => {
    const config = loadConfig({
      ANALYTICS_SCRIPT_URL: 'https://stats.example.org:8443/js/script.js',
      ANALYTICS_KIND: kind,
      ANALYTICS_SITE_ID: siteId,
    });
    expect(config.analyticsScript).toEqual({
      src: 'https://stats.example.org:8443/js/script.js',
      origin: 'https://stats.example.org:8443',
      siteAttribute,
      siteId,
    });
  });

  it('wants the three variables together', () => {
    expect(() =>
      loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js' }),
    ).toThrow(/ANALYTICS_SCRIPT_URL, ANALYTICS_KIND and ANALYTICS_SITE_ID must be set together/);
  });

  it('refuses an address that is not http(s), an unknown kind and a site id that could leave its attribute', () => {
    expect(() =>
      loadConfig({
        ANALYTICS_SCRIPT_URL: 'javascript:alert(1)',
        ANALYTICS_KIND: 'matomo',
        ANALYTICS_SITE_ID: 'x" onload="alert(1)',
      }),
    ).toThrow(
      /ANALYTICS_SCRIPT_URL must be the http\(s\) address[\s\S]*ANALYTICS_KIND must be plausible or umami[\s\S]*ANALYTICS_SITE_ID must be/,
    );
  });
});
