import type { Logger } from 'pino';
import type { Auth } from './auth/create-auth';
import type { JudgeTokens } from './auth/judge-token';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { ChangeBus } from './live/bus';
import type { ChangeFeed } from './live/change-feed';
import type { Mailer } from './mail/mailer';

/** Everything a route or service needs, built once at start-up. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  bus: ChangeBus;
  feed: ChangeFeed;
  log: Logger;
  auth: Auth;
  /** Signs and verifies judges' device tokens with the server secret. */
  judgeTokens: JudgeTokens;
  mailer: Mailer;
};
