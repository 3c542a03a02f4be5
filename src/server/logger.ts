import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';
import { boundLogArguments, serializeError, serializeRequest } from './http/log-redaction';

/**
 * Structured JSON logs. Requests are logged without the one-time tokens some
 * URLs carry, and no message, URL or error text is logged unbounded.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      logMethod(args, method) {
        method.apply(this, boundLogArguments(args) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
