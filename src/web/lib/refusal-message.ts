import { ApiRequestError } from './api-client';

/**
 * A refusal as the public screens say it. Our server's rate limit already says
 * how long to wait, so it is shown as sent; a 429 from anywhere else gets
 * words of our own. Anything else is the server's message.
 */
export function refusalMessage(error: Error): string {
  if (error instanceof ApiRequestError && error.status === 429 && error.code !== 'rate_limited') {
    return 'Too many tries in a short time. Wait a minute, then try again.';
  }
  return error.message;
}
