import type { Logger } from 'pino';
import type { Auth } from './auth/create-auth';
import type { JudgeTokens } from './auth/judge-token';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { PublicReadCache } from './http/public-read-cache';
import type { ChangeBus } from './live/bus';
import type { ChangeFeed } from './live/change-feed';
import type { Mailer } from './mail/mailer';

/** Everything a route or service needs, built once at start-up. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  bus: ChangeBus;
  feed: ChangeFeed;
  /**
   * Public reads kept in memory. Writes through the services keep it fresh; a
   * write straight to the database (seeding, test fixtures) must clear() it.
   */
  readCache: PublicReadCache;
  log: Logger;
  auth: Auth;
  /** Signs and verifies judges' device tokens with the server secret. */
  judgeTokens: JudgeTokens;
  mailer: Mailer;
};
