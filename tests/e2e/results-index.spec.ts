import type { Page } from '@playwright/test';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import type { RunningServer } from '../../src/server/server';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { updateCompetition } from '../../src/server/services/competition-service';
import { createRunningRound } from '../../src/server/testing/judging-fixtures';
import {
  agreeingPlaces,
  createPostedRound,
  markRound,
} from '../../src/server/testing/results-fixtures';
import { expect, test } from './fixtures';
import { signedInPage } from './support/staff';

const showResultsPage = (server: RunningServer, resultsPageShown: boolean) =>
  updateCompetition(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, { resultsPageShown });

/** A three-judge final of four couples (#500-#503), posted. */
const postedFinal = (server: RunningServer) =>
  createPostedRound(server.ctx, { judges: 3, couples: 4, dances: ['Waltz'], roundNumber: 1 });

/** A marker on window survives only if the page is not reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'still here',
  );
}

const eventCard = (page: Page, name: string) =>
  page.getByTestId('results-event').filter({ hasText: name });

test('/results lists posted events by style and level, and finds couples by number, name and school', async ({
  page,
  server,
}) => {
  const final = await postedFinal(server);
  const semi = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 6,
    dances: ['ChaCha', 'Rumba'],
    roundNumber: 2,
    recallSize: 3,
    firstNumber: 600,
  });
  const { db } = server.ctx.database;
  await db
    .updateTable('events')
    .set({ style: 'Latin', level: 'Bronze' })
    .where('id', '=', semi.eventId)
    .execute();
  await db
    .updateTable('entries')
    .set({ affiliation: 'Riverside University' })
    .where('id', '=', final.couples[1]?.entryId as string)
    .execute();
  await showResultsPage(server, true);

  await page.goto('/results');
  await expect(page.getByRole('heading', { name: 'Standard', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latin', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: final.eventName })).toHaveAttribute(
    'href',
    `/results/${final.eventId}`,
  );
  await expect(eventCard(page, final.eventName)).toContainText('Final posted');
  await expect(eventCard(page, final.eventName)).toContainText('Finished');
  await expect(eventCard(page, semi.eventName)).toContainText('Semi-Final posted');
  await expect(eventCard(page, semi.eventName)).toContainText('In progress');

  const search = page.getByRole('searchbox', { name: 'Search results' });
  await search.fill('601');
  await expect(page.getByTestId('results-event')).toHaveCount(1);
  await expect(eventCard(page, semi.eventName)).toContainText('#601 Lead 601 & Follow 601');

  await search.fill('follow 502');
  await expect(page.getByTestId('results-event')).toHaveCount(1);
  await expect(eventCard(page, final.eventName)).toContainText('#502 Lead 502 & Follow 502');

  await search.fill('riverside');
  await expect(page.getByTestId('results-event')).toHaveCount(1);
  await expect(eventCard(page, final.eventName)).toContainText('#501');
  await expect(eventCard(page, final.eventName)).toContainText('Riverside University');

  await search.fill('nobody at all');
  await expect(page.getByText('No couple matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByTestId('results-event')).toHaveCount(2);
});

test('with the results page off, /results says so and the top bar has no See Results', async ({
  page,
  server,
}) => {
  await postedFinal(server);
  await showResultsPage(server, false);
  await page.goto('/results');
  await expect(page.getByText('The organizers have not published the results yet.')).toBeVisible();
  await expect(page.getByTestId('results-event')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'See Results' })).toHaveCount(0);

  await showResultsPage(server, true);
  await page.getByRole('banner').getByRole('link', { name: 'See Results' }).click();
  await expect(page).toHaveURL('/results');
  await expect(page.getByTestId('results-event')).toHaveCount(1);
});

test('with nothing posted, /results says results appear once the scrutineer posts', async ({
  page,
  server,
}) => {
  await showResultsPage(server, true);
  await page.goto('/results');
  await expect(
    page.getByText(
      'No results posted yet. Results appear here as soon as the scrutineer posts a round.',
    ),
  ).toBeVisible();
});

test('a scrutineer withdraws an event’s results and the open public page drops it, then publishes them again', async ({
  page,
  browser,
  server,
}) => {
  const final = await postedFinal(server);
  await showResultsPage(server, true);
  await page.goto('/results');
  await expect(eventCard(page, final.eventName)).toBeVisible();
  await markPage(page);

  const staff = await signedInPage(browser, server, ['scrutineer']);
  await staff.page.goto('/admin/results');
  const published = staff.page.getByRole('switch', {
    name: `Results of ${final.eventName}:`,
  });
  await expect(published).toBeChecked();
  const row = staff.page.getByTestId('staff-results-event').filter({ hasText: final.eventName });
  await expect(row).toContainText('1 posted · 0 marked · 1 round');

  await published.click();
  const dialog = staff.page.getByRole('dialog', {
    name: `Withdraw the results of ${final.eventName}?`,
  });
  await expect(dialog).toContainText('The public will no longer see the results');
  await dialog.getByRole('button', { name: 'Withdraw results' }).click();
  await expect(dialog).toBeHidden();
  await expect(published).not.toBeChecked();
  await expect(row).toContainText('Withdrawn');

  await expect(eventCard(page, final.eventName)).toHaveCount(0);
  await expect(page.getByText('No results posted yet.')).toBeVisible();

  await published.click();
  await expect(published).toBeChecked();
  await expect(eventCard(page, final.eventName)).toBeVisible();
  await expectNotReloaded(page);

  // The event's full results, for staff.
  await row.getByRole('link', { name: final.eventName }).click();
  await expect(staff.page).toHaveURL(`/admin/results?event=${final.eventId}`);
  await expect(staff.page.getByRole('heading', { name: final.eventName, level: 2 })).toBeVisible();
  await staff.context.close();
});

test('a scrutineer holds the judges’ marks back until a time, then releases them now', async ({
  browser,
  server,
  request,
}) => {
  const final = await postedFinal(server);
  await showResultsPage(server, true);
  const publicMarks = async () => {
    const response = await request.get(
      `/api/competitions/${DEMO_COMPETITION_ID}/results/${final.eventId}`,
    );
    const body = (await response.json()) as { rounds: { detail: unknown }[] };
    return body.rounds[0]?.detail ?? null;
  };
  expect(await publicMarks()).not.toBeNull();

  const { page, context } = await signedInPage(browser, server, ['scrutineer']);
  await page.goto('/admin/results');
  const state = page.getByTestId('marks-state');
  await expect(state).toHaveText('Marks are public');

  await page.getByRole('switch', { name: 'Hold the judges’ marks back' }).click();
  await expect(state).toHaveText('Marks held back until released');
  await expect.poll(publicMarks).toBeNull();

  await page.getByLabel('Release the marks at').fill('2099-06-01T17:00');
  await page.getByRole('button', { name: 'Set release time' }).click();
  await expect(state).toHaveText(/^Marks held back until .*17:00$/);

  await page.getByRole('button', { name: 'Release marks now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release the judges’ marks now?' });
  await dialog.getByRole('button', { name: 'Release marks now' }).click();
  await expect(dialog).toBeHidden();
  await expect(state).toHaveText('Marks are public');
  await expect.poll(publicMarks).not.toBeNull();
  await context.close();
});

test('a scrutineer sees a Marked round previewed, not posted, with every mark even under the embargo', async ({
  browser,
  server,
}) => {
  const round = await createRunningRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz'],
    roundNumber: 1,
  });
  await markRound(server.ctx, round, agreeingPlaces);

  const { page, context } = await signedInPage(browser, server, ['chairman']);
  await page.goto('/admin/results');
  await page.getByRole('switch', { name: 'Hold the judges’ marks back' }).click();
  await expect(page.getByTestId('marks-state')).toHaveText('Marks held back until released');
  const row = page.getByTestId('staff-results-event').filter({ hasText: round.eventName });
  await expect(row).toContainText('0 posted · 1 marked · 1 round');
  await row.getByRole('link', { name: round.eventName }).click();
  await expect(page.getByText('Preview, not posted', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Judges', exact: true })).toContainText(
    round.judges[0]?.name as string,
  );
  await context.close();
});

test('a signed-out visitor to /admin/results is sent to sign in', async ({ page }) => {
  await page.goto('/admin/results');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fresults');
});
