import { setTimeout as sleep } from 'node:timers/promises';
import type { EndpointDeclaration, EndpointResult } from '../../shared/contract/define-endpoint';
import type { CallInput, Caller, DemoApiClient } from './api-client';
import { MIN_STEP_MS } from './pacing';

/** Ctrl-C: the replay stops between two requests. */
export class StopRequested extends Error {
  override name = 'StopRequested';
}

/** What the replay did, for the summary. */
export const emptyTally = () => ({
  eventsPlanned: 0,
  roundsStarted: 0,
  checkIns: 0,
  noShows: 0,
  scratches: 0,
  drafts: 0,
  sheetsSubmitted: 0,
  lateSheets: 0,
  corrections: 0,
  tiesSettled: 0,
  roundsPosted: 0,
  roundsApproved: 0,
  placesRevealed: 0,
});
export type Tally = ReturnType<typeof emptyTally>;

/**
 * The replay's clock, voice and brakes: every line it prints carries the
 * time since it began; every request waits its turn (the minimum pace) and
 * first checks for Ctrl-C, so a stop never cuts a request in half.
 */
export class Stage {
  readonly tally: Tally = emptyTally();
  private readonly began = Date.now();
  private lastRequest = 0;

  constructor(
    private readonly client: DemoApiClient,
    private readonly signal: AbortSignal,
    private readonly print: (line: string) => void,
  ) {}

  say(line: string): void {
    const seconds = Math.floor((Date.now() - this.began) / 1000);
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    this.print(`[${clock.padStart(5)}] ${line}`);
  }

  /** Waits until a moment of the replay's clock (Date.now() milliseconds). */
  async until(moment: number): Promise<void> {
    const wait = moment - Date.now();
    if (wait > 0) await sleep(wait, undefined, { signal: this.signal }).catch(() => undefined);
    this.checkStop();
  }

  async call<E extends EndpointDeclaration>(
    endpoint: E,
    caller: Caller,
    input: CallInput<E>,
  ): Promise<EndpointResult<E>> {
    await this.until(this.lastRequest + MIN_STEP_MS);
    this.lastRequest = Date.now();
    return this.client.call(endpoint, caller, input);
  }

  checkStop(): void {
    if (this.signal.aborted) throw new StopRequested('stopped');
  }
}
