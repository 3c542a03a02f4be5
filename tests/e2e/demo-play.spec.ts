import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { DemoApiClient } from '../../src/cli/demo-play/api-client';
import { nextPlay } from '../../src/cli/demo-play/day-plan';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { seedDemoDay } from '../../src/server/seed/seed-demo-day';
import { eventEndpoints } from '../../src/shared/contract/events';
import { scheduleEndpoints } from '../../src/shared/contract/schedule';
import type { ScheduleRound } from '../../src/shared/schedule';
import { expect, test } from './fixtures';

/** The demo's schedule and events, read through the contract as demo:play reads them. */
async function readDay(url: string) {
  const client = new DemoApiClient(url, () => undefined);
  const params = { competitionId: DEMO_COMPETITION_ID };
  return {
    schedule: await client.call(scheduleEndpoints.getSchedule, null, { params }),
    events: await client.call(eventEndpoints.listEvents, null, { params }),
  };
}

test('npm run demo:play plays the day: an open /live sees a round run and be posted, and an open /results page shows it, without reload', async ({
  page,
  server,
}) => {
  // The demo in the middle of its day, with its staff accounts, as `npm start` seeds it.
  await seedDemoDay(server.ctx);
  server.ctx.readCache.clear();
  // The event demo:play takes up first, by its own plan of the day.
  const day = await readDay(server.url);
  const first = nextPlay(day.schedule, day.events);
  if (first.kind === 'end') throw new Error(`the demo day has nothing to play: ${first.reason}`);
  const event =
    first.kind === 'round' ? { id: first.round.eventId, name: first.round.eventName } : first.event;

  await page.goto('/live');
  const results = await page.context().newPage();
  await results.goto(`/results/${event.id}`);
  await expect(results.getByRole('link', { name: '← All results' })).toBeVisible();

  const play = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/demo-play.ts', '--url', server.url, '--speed', '60'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  play.stdout.on('data', (chunk) => (output += String(chunk)));
  play.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = once(play, 'exit');
  try {
    // The round demo:play takes up: the one under way, or the first of the event it plans.
    // Signing in waits out the sign-in limit when earlier tests spent it.
    let round: ScheduleRound | undefined;
    await expect
      .poll(
        async () => {
          const rounds = (await readDay(server.url)).schedule.filter(
            (candidate) => candidate.eventId === event.id,
          );
          const roundNumber =
            first.kind === 'round'
              ? first.round.roundNumber
              : Math.max(...rounds.map((candidate) => candidate.roundNumber));
          round = rounds.find((candidate) => candidate.roundNumber === roundNumber);
          return round?.roundName;
        },
        { timeout: 120_000 },
      )
      .toBeDefined();
    if (!round) throw new Error(`demo:play did not take up ${event.name}:\n${output}`);

    // On the open /live page that round is highlighted on the floor, then posted.
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByText(event.name, { exact: true }) })
      .filter({ has: page.getByText(round.roundName, { exact: true }) });
    await expect(row).toHaveAttribute('aria-current', 'true', { timeout: 120_000 });
    await expect(row.getByText('On the floor', { exact: true })).toBeVisible();
    // However fast, a round of the seeded day (30 couples, 3 dances) is on the floor a while.
    await expect(row.getByText('Posted', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(row.getByRole('link', { name: `Results of ${event.name}` })).toBeVisible();

    // The results page, open since before the day moved on, shows the posted round.
    await expect(results.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
    await expect(results.getByRole('region', { name: round.roundName, exact: true })).toBeVisible();

    // Ctrl-C: demo:play finishes the request in flight and sums up what it did.
    play.kill('SIGINT');
    const [code] = await exited;
    expect(output).toContain(`scrutineer posts`);
    expect(output).toMatch(/Summary: [1-9]\d* rounds posted/);
    expect(code).toBe(130);
  } finally {
    if (play.exitCode === null) play.kill('SIGKILL');
    await test.info().attach('demo-play output', { body: output, contentType: 'text/plain' });
  }
});
