/**
 * Replays the demo competition's day forward against a running server,
 * through the HTTP API the staff's and judges' screens use, so /live,
 * /results, /jumbotron and /admin/scrutineer move as on a real day:
 *
 *   npm run demo:play -- [--url http://127.0.0.1:3000] [--speed 30] [--competition demo-2026] [--seed S]
 *
 * Prints one line per step; stops at the end of the day or on Ctrl-C (after
 * the request in flight) with a summary. Exits 1 with the reason when the
 * server cannot be reached, an account cannot sign in or the API refuses.
 * See docs/decisions/030-demo-play.md.
 */
import { healthEndpoints } from '../shared/contract/health';
import { DemoApiClient, DemoPlayError } from './demo-play/api-client';
import { signInCrew } from './demo-play/crew';
import { playDay } from './demo-play/day-player';
import { parseDemoPlayOptions, USAGE } from './demo-play/options';
import { Stage, StopRequested } from './demo-play/stage';
import type { Tally } from './demo-play/stage';

const parsed = parseDemoPlayOptions(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\nUsage: ${USAGE}`);
  process.exit(2);
}
const { options } = parsed;

const stopping = new AbortController();
process.on('SIGINT', () => {
  // A second Ctrl-C leaves at once.
  if (stopping.signal.aborted) process.exit(130);
  console.log('Stopping after the request in flight (Ctrl-C again to leave at once)...');
  stopping.abort();
});

const print = (line: string) => console.log(line);
const client = new DemoApiClient(options.url, print, stopping.signal);
const stage = new Stage(client, stopping.signal, print);

function summary(tally: Tally): string {
  return [
    `Summary: ${tally.roundsPosted} rounds posted, ${tally.roundsApproved} approved by the chairman, ${tally.eventsPlanned} events planned.`,
    `  ${tally.roundsStarted} rounds started; ${tally.checkIns} check-ins, ${tally.noShows} no-shows, ${tally.scratches} scratches;`,
    `  ${tally.sheetsSubmitted} judges' sheets submitted (${tally.lateSheets} late, ${tally.drafts} drafts before them), ${tally.corrections} corrected by the scrutineer;`,
    `  ${tally.tiesSettled} ties at the cut settled; ${tally.placesRevealed} final places revealed on the jumbotron.`,
  ].join('\n');
}

let exitCode = 0;
try {
  stage.say(
    `demo:play against ${options.url}, competition ${options.competition}, seed "${options.seed}"`,
  );
  await client.call(healthEndpoints.getHealth, null, {});
  const crew = await signInCrew(client, (line) => stage.say(line));
  const reason = await playDay(stage, crew, {
    competitionId: options.competition,
    speed: options.speed,
    seed: options.seed,
    chairmanPin: options['chairman-pin'],
  });
  stage.say(`The day is over: ${reason}.`);
} catch (error) {
  if (error instanceof StopRequested) {
    stage.say('Stopped.');
    exitCode = 130;
  } else {
    console.error(error instanceof DemoPlayError ? error.message : error);
    exitCode = 1;
  }
}
// Nothing to sum up when the replay could not begin.
if (Object.values(stage.tally).some((count) => count > 0) || exitCode !== 1)
  console.log(summary(stage.tally));
process.exit(exitCode);
