import type { APIRequestContext, Page } from '@playwright/test';
import type {
  CompetitorDetail,
  EventEntries,
  PublicCompetitor,
  RegistrationInput,
  TbaDancer,
} from '../../src/shared/registration';
import { expect, test } from './fixtures';

const api = '/api/competitions/demo-2026';

async function getApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${api}${path}`);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const eventSection = (page: Page, eventName: string) =>
  page.getByRole('region', { name: eventName, exact: true });

const couples = (n: number) => `${n} ${n === 1 ? 'couple' : 'couples'}`;

test('the entries list shows every event’s couples and the search and style filter narrow it', async ({
  page,
  request,
}) => {
  const events = await getApi<EventEntries[]>(request, '/entries');
  const waltz = events.find((event) => event.eventName === 'Newcomer Standard Waltz');
  expect(waltz).toBeDefined();
  if (!waltz) return;

  await page.goto('/entries');
  await expect(page.getByRole('heading', { name: 'Entries', level: 1 })).toBeVisible();
  // Every event, in event order, with its couple count.
  await expect(page.getByRole('region')).toHaveCount(events.length);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(events.map((e) => e.eventName));
  const waltzSection = eventSection(page, 'Newcomer Standard Waltz');
  await expect(waltzSection.getByTestId('couple-count')).toHaveText(couples(waltz.entries.length));
  await expect(waltzSection.getByRole('row')).toHaveCount(waltz.entries.length + 1);
  // The demo's TBA partner points to the TBA list.
  await expect(waltzSection.getByRole('link', { name: 'TBA', exact: true })).toHaveAttribute(
    'href',
    '/TBAList',
  );
  await expect(page.getByRole('link', { name: 'Change your entries' })).toHaveAttribute(
    'href',
    '/updateEntries',
  );

  // A couple's number finds them in every event they entered, and only them.
  const couple = waltz.entries[1];
  expect(couple?.leadNumber).not.toBeNull();
  if (!couple || couple.leadNumber === null) return;
  const withCouple = events.filter((event) =>
    event.entries.some((entry) => String(entry.leadNumber).startsWith(String(couple.leadNumber))),
  );
  await page.getByLabel('Search entries').fill(String(couple.leadNumber));
  await expect(page.getByRole('region')).toHaveCount(withCouple.length);
  await expect(waltzSection.getByRole('row')).toHaveCount(2);
  await expect(waltzSection.getByRole('row').nth(1)).toContainText(couple.leadName);
  await expect(waltzSection.getByTestId('couple-count')).toHaveText(
    `1 of ${couples(waltz.entries.length)}`,
  );

  // Names are matched without regard to case.
  await page.getByLabel('Search entries').fill(couple.followName.toUpperCase());
  await expect(waltzSection.getByRole('row').nth(1)).toContainText(couple.followName);

  await page.getByLabel('Search entries').fill('nobody is called this');
  await expect(page.getByRole('region')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No couples match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page.getByRole('region')).toHaveCount(events.length);

  const latin = events.filter((event) => event.style === 'Latin');
  await page.getByRole('combobox', { name: 'Style' }).click();
  await page.getByRole('option', { name: 'Latin' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(latin.map((e) => e.eventName));
});

test('the competitors list searches and sorts, and a competitor’s page shows their events', async ({
  page,
  request,
}) => {
  const competitors = await getApi<PublicCompetitor[]>(request, '/competitors');
  expect(competitors.length).toBeGreaterThan(2);

  await page.goto('/competitors');
  const table = page.getByRole('table', { name: 'Competitors' });
  await expect(table.getByRole('row')).toHaveCount(competitors.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(String(competitors[0]?.number));

  const school = 'Northgate College';
  const fromSchool = competitors.filter((c) => c.affiliation === school);
  expect(fromSchool.length).toBeGreaterThan(0);
  await page.getByLabel('Search competitors').fill('northgate');
  await expect(table.getByRole('row')).toHaveCount(fromSchool.length + 1);
  await expect(page.getByTestId('competitors-summary')).toHaveText(
    `Showing ${fromSchool.length} of ${competitors.length} competitors.`,
  );

  await page.getByRole('button', { name: 'Name, click to sort ascending' }).click();
  const firstByName = [...fromSchool].sort((a, b) => a.name.localeCompare(b.name))[0];
  await expect(table.getByRole('row').nth(1)).toContainText(firstByName?.name ?? '');

  const competitor = fromSchool[0];
  if (!competitor) return;
  const detail = await getApi<CompetitorDetail>(request, `/competitors/${competitor.id}`);
  await table.getByRole('link', { name: competitor.name, exact: true }).click();
  await expect(page).toHaveURL(`/competitors/${competitor.id}`);
  await expect(page.getByRole('heading', { name: competitor.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('competitor-number')).toHaveText(`No. ${competitor.number}`);
  await expect(page.getByText(school)).toBeVisible();
  const events = page.getByRole('list', { name: /^Events/ }).getByRole('listitem');
  await expect(events).toHaveCount(competitor.eventCount);
  for (const [index, event] of detail.events.entries()) {
    await expect(events.nth(index)).toContainText(event.eventName);
    await expect(events.nth(index)).toContainText(
      `${event.role === 'lead' ? 'Leads' : 'Follows'} with ${event.partnerName}`,
    );
  }

  // Back on the list, the search is still there (it lives in the URL).
  await page.goBack();
  await expect(page.getByLabel('Search competitors')).toHaveValue('northgate');
  await expect(table.getByRole('row')).toHaveCount(fromSchool.length + 1);

  // The partner's name leads to the partner's page.
  await page.goForward();
  const partnered = detail.events.find((event) => event.partnerId !== null);
  if (!partnered) throw new Error(`${competitor.name} has no registered partner in the demo`);
  await events.getByRole('link', { name: partnered.partnerName }).first().click();
  await expect(page).toHaveURL(`/competitors/${partnered.partnerId}`);
  await expect(page.getByRole('heading', { name: partnered.partnerName, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '← All competitors' }).click();
  await expect(table.getByRole('row')).toHaveCount(competitors.length + 1);
});

test('an unknown competitor gets a clear not-found page', async ({ page }) => {
  await page.goto('/competitors/no-such-dancer');
  await expect(page.getByRole('heading', { name: 'Competitor not found' })).toBeVisible();
  await expect(page.getByText('No competitor with this id')).toBeVisible();
  await page.getByRole('link', { name: 'See all competitors' }).click();
  await expect(page.getByRole('heading', { name: 'Competitors', level: 1 })).toBeVisible();
});

test('the TBA list shows the demo’s dancer and a message reaches them without showing their email', async ({
  page,
  request,
  server,
  latestMailTo,
}) => {
  const dancers = await getApi<TbaDancer[]>(request, '/tba');
  const dancer = dancers.find((d) =>
    d.events.some((e) => e.eventName === 'Newcomer Standard Waltz'),
  );
  expect(dancer).toBeDefined();
  if (!dancer) return;
  const row = await server.ctx.database.db
    .selectFrom('competitors')
    .select('email')
    .where('id', '=', dancer.competitorId)
    .executeTakeFirstOrThrow();

  await page.goto('/TBAList');
  const standard = page.getByRole('region', { name: 'Standard', exact: true });
  const card = standard.getByRole('listitem').filter({ hasText: dancer.name });
  await expect(card).toContainText(dancer.affiliation);
  await expect(card).toContainText('Newcomer Standard Waltz');

  await card.getByRole('button', { name: `Contact ${dancer.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact ${dancer.name}` });
  await expect(dialog).toContainText('email address is not shown');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Must not be empty').first()).toBeVisible();

  await dialog.getByLabel('Your name').fill('Pat Partner');
  await dialog.getByLabel('Your email').fill('pat.partner@example.com');
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Shall we dance the Newcomer Waltz together?');
  // A refusal (here a rate limit, simulated so the server's real limit stays untouched for
  // other tests) says what to do and keeps what was typed.
  const contactUrl = `**${api}/tba/${dancer.competitorId}/contact`;
  await page.route(contactUrl, (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: { code: 'rate_limited', message: 'Too many attempts. Wait 1 minute and try again.' },
      },
    }),
  );
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Wait 1 minute and try again.');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Shall we dance the Newcomer Waltz together?',
  );
  await page.unroute(contactUrl);

  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('status')).toContainText('Message sent');
  await expect(dialog).toContainText('pat.partner@example.com');

  await expect
    .poll(async () => (await latestMailTo(row.email))?.text ?? '')
    .toContain('Shall we dance the Newcomer Waltz together?');
  expect((await latestMailTo(row.email))?.text).toContain('pat.partner@example.com');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Filtering by the event keeps the dancer; the address never reaches the page.
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'Newcomer Standard Waltz' }).click();
  await expect(card).toBeVisible();
  expect(await page.content()).not.toContain(row.email);
});

test('a couple registered meanwhile appears on an open entries page without a reload', async ({
  page,
  request,
}) => {
  const events = await getApi<EventEntries[]>(request, '/entries');
  const waltz = events.find((event) => event.eventName === 'Newcomer Standard Waltz');
  if (!waltz) throw new Error('the demo has no Newcomer Standard Waltz');

  await page.goto('/entries');
  const section = eventSection(page, 'Newcomer Standard Waltz');
  await expect(section.getByTestId('couple-count')).toHaveText(couples(waltz.entries.length));

  const dancer = (name: string, email: string) => ({
    name,
    email,
    affiliation: 'Hillcrest University',
    ageCategory: 'Adult' as const,
    standardLevel: 'Newcomer',
  });
  const registration: RegistrationInput = {
    lead: dancer('Quentin Livewire', 'quentin.livewire@example.com'),
    follow: dancer('Rhea Realtime', 'rhea.realtime@example.com'),
    eventIds: [waltz.eventId],
    acceptRelease: true,
    acceptMedia: true,
  };
  const response = await request.post(`${api}/registrations`, { data: registration });
  expect(response.status(), await response.text()).toBe(201);

  await expect(section.getByRole('row').filter({ hasText: 'Quentin Livewire' })).toContainText(
    'Rhea Realtime',
  );
  await expect(section.getByTestId('couple-count')).toHaveText(couples(waltz.entries.length + 1));
  expect(await page.content()).not.toContain('quentin.livewire@example.com');

  // A dancer registering without a partner appears on an open TBA list too.
  const tbaPage = await page.context().newPage();
  await tbaPage.goto('/TBAList');
  await expect(tbaPage.getByTestId('tba-summary')).toHaveText('1 dancer is looking for a partner.');
  const solo: RegistrationInput = {
    ...registration,
    lead: dancer('Sol Soloist', 'sol.soloist@example.com'),
    follow: null,
  };
  const soloResponse = await request.post(`${api}/registrations`, { data: solo });
  expect(soloResponse.status(), await soloResponse.text()).toBe(201);
  await expect(
    tbaPage
      .getByRole('region', { name: 'Standard' })
      .getByRole('listitem')
      .filter({ hasText: 'Sol Soloist' }),
  ).toContainText('Hillcrest University');
  await expect(tbaPage.getByTestId('tba-summary')).toHaveText(
    '2 dancers are looking for a partner.',
  );
  await tbaPage.close();

  // Registered dancers are competitors, so their names link to their pages.
  await section.getByRole('link', { name: 'Rhea Realtime' }).click();
  await expect(page.getByRole('heading', { name: 'Rhea Realtime', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Newcomer Standard Waltz' }),
  ).toContainText('Follows with Quentin Livewire');
});
