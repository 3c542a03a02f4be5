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
});
