import { expect, test } from './fixtures';

test('the API reference renders the OpenAPI document without breaking the CSP', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('Ballroom Comp API', { exact: false }).first()).toBeVisible();
  // The open results API's operations are listed under its tag, first (decision 033).
  const listEvents = page.locator('#operations-Open_results_API-listEvents');
  await expect(listEvents).toContainText('/api/competitions/{competitionId}/events');
  await listEvents.getByRole('button').first().click();
  await expect(listEvents.getByText('competitionId').first()).toBeVisible();
  expect(refused).toEqual([]);
});
