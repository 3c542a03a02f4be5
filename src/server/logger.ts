import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';
import { serializeRequest } from './http/log-redaction';

/** Structured JSON logs; requests are logged without the one-time tokens some URLs carry. */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  const options = { level, serializers: { req: serializeRequest } };
  return destination ? pino(options, destination) : pino(options);
}
