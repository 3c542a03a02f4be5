import type { Page } from '@playwright/test';
import { createRunningRound } from '../../src/server/testing/judging-fixtures';
import { createPostedRound } from '../../src/server/testing/results-fixtures';
import { expect, test } from './fixtures';
import { signedInPage } from './support/staff';

/** Every couple's name of the final, by number: 701 is fourth, 704 wins. */
const finalists = [701, 702, 703, 704];
const namesOf = (number: number) => `Lead ${number} & Follow ${number}`;

async function pick(controller: Page, label: string, option: string) {
  await controller.getByRole('combobox', { name: label }).click();
  await controller.getByRole('option', { name: option }).click();
}

test('the jumbotron follows its controller through a heat and a whole final reveal, resumes after a reload, and a controller that was behind is told', async ({
  browser,
  server,
}) => {
  // A semi-final on the floor (501, 503, 505 in heat 1 of 2) and an event whose final is posted.
  const semi = await createRunningRound(server.ctx, {
    judges: 2,
    couples: 6,
    dances: ['Waltz', 'Quickstep'],
    roundNumber: 2,
    heats: 2,
    firstNumber: 501,
  });
  const final = await createPostedRound(server.ctx, {
    judges: 3,
    couples: 4,
    dances: ['Waltz'],
    roundNumber: 1,
    firstNumber: 701,
    listFor: (_judge, _dance, round) => round.couples.map((c) => c.entryId).reverse(),
  });

  const { page: controller } = await signedInPage(browser, server, ['jumbotron']);
  const displayContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1920, height: 1080 },
  });
  const display = await displayContext.newPage();
  await display.goto('/jumbotron');
  const screen = display.getByRole('region', { name: 'Jumbotron' });
  await expect(screen).toContainText('Welcome to');
  await controller.goto('/jumbotroncontroller');
  const live = controller.getByLabel('On screen');
  await expect(live).toHaveText('On screen: the welcome slide');

  // A heat: previewed first, then shown.
  await controller.getByRole('radio', { name: 'Heat on the floor' }).check();
  await pick(controller, 'Round', `${semi.eventName} Semi-Final (Running)`);
  const preview = controller.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Heat 1 of 2');
  await expect(screen).toContainText('Welcome to');
  await controller.getByRole('button', { name: 'Show on screen' }).click();
  await expect(screen).toContainText(`${semi.eventName} Semi-Final`);
  await expect(screen).toContainText('Heat 1 of 2');
  const numbers = screen.getByTestId('jumbotron-number');
  await expect(numbers).toHaveText(['501', '503', '505']);
  await expect(screen).toContainText('Lead 503 & Follow 503');

  // The numbers are big at 1080p and at 4K: each at least 8% of the screen's height.
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 3840, height: 2160 },
  ]) {
    await display.setViewportSize(viewport);
    const box = await numbers.first().boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(0.08 * viewport.height);
    await display.screenshot({ path: test.info().outputPath(`heat-${viewport.width}.png`) });
  }
  await display.setViewportSize({ width: 1920, height: 1080 });

  // The final: nothing until the first click, then last place first, one click each.
  await controller.getByRole('radio', { name: 'Final reveal' }).check();
  await pick(controller, 'Event with a posted final', final.eventName);
  await expect(preview).toContainText(`${final.eventName} Final`);
  await controller.getByRole('button', { name: 'Show on screen' }).click();
  await expect(screen).toContainText('The results');
  const next = controller.getByLabel('Next place');
  const places = ['4th', '3rd', '2nd', '1st'];
  for (const [step, number] of finalists.entries()) {
    await expect(next).toHaveText(`Next: ${places[step]} place, #${number} ${namesOf(number)}`);
    await expect(screen).not.toContainText(namesOf(number));
    await controller.getByRole('button', { name: 'Reveal next place' }).click();
    await expect(screen.getByTestId('jumbotron-newest')).toContainText(
      `${places[step]} place${number}${namesOf(number)}`,
    );
    // No couple still to come is ever on the screen.
    const text = await screen.innerText();
    for (const hidden of finalists.slice(step + 1)) expect(text).not.toContain(namesOf(hidden));
  }
  await expect(controller.getByText('Every place is shown.')).toBeVisible();
  await expect(controller.getByRole('button', { name: 'Reveal next place' })).toBeDisabled();

  // The server holds the scene: a reload resumes it.
  await display.reload();
  await expect(screen.getByTestId('jumbotron-newest')).toContainText(`1st place704`);
  await expect(screen).toContainText(namesOf(702));

  // A second controller whose live stream is cut does not hear of the next change...
  const { page: behind } = await signedInPage(browser, server, ['jumbotron']);
  await behind.route('**/api/live**', (route) => route.abort());
  await behind.goto('/jumbotroncontroller');
  await expect(behind.getByLabel('On screen')).toContainText(`the final of ${final.eventName}`);
  await controller.getByRole('radio', { name: 'Message' }).check();
  await controller.getByRole('textbox', { name: 'Message' }).fill('Thank you for dancing with us');
  await controller.getByRole('button', { name: 'Show on screen' }).click();
  await expect(screen).toContainText('Thank you for dancing with us');

  // ...so its change is refused, with the reason, and it catches up with the screen.
  await behind.getByRole('radio', { name: 'Message' }).check();
  await behind.getByRole('textbox', { name: 'Message' }).fill('Too late');
  await behind.getByRole('button', { name: 'Show on screen' }).click();
  const refusal = behind
    .getByRole('alert')
    .filter({ hasText: 'Another controller changed the screen' });
  await expect(refusal).toContainText(
    'it now shows the message "Thank you for dancing with us". Your change was not made',
  );
  await expect(behind.getByLabel('On screen')).toContainText('Thank you for dancing with us');
  await expect(screen).toContainText('Thank you for dancing with us');
  await expect(screen).not.toContainText('Too late');
});
