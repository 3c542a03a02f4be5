import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
    .optional(),
  COMPETITION: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'COMPETITION must be a competition id such as demo-2026')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Which competition the public site shows; unset means the one marked default. */
  defaultCompetition: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** Built web app; absent in API-only test servers. */
  webDir: string | undefined;
};

/** Reads configuration from the environment; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    defaultCompetition: c.COMPETITION,
    logLevel: c.LOG_LEVEL,
    webDir: path.resolve('dist'),
  };
}
