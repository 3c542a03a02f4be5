import type { Page } from '@playwright/test';
import type { RunningServer } from '../../src/server/server';
import { DEMO_COMPETITION_ID } from '../../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../../src/server/services/audit-log';
import { checkInCouple } from '../../src/server/services/floor/floor-check-in';
import { startRound } from '../../src/server/services/judging/scrutineer-round';
import { generateRounds } from '../../src/server/services/schedule-service';
import { expect, test } from './fixtures';
import { demoJudge } from './support/judging';
import { signedInPage } from './support/staff';

test.use({ viewport: { width: 768, height: 1024 } });

const EVENT = 'Newcomer Standard Waltz';

/**
 * The event's rounds, generated as the organizer would; its first two rounds
 * are danced back to back and both hold the first round's couples (as after a
 * skip), so a check-in in the first cascades to the second.
 */
async function backToBackRounds(server: RunningServer) {
  const { db } = server.ctx.database;
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .where('name', '=', EVENT)
    .executeTakeFirstOrThrow();
  await generateRounds(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    eventId: event.id,
    maxCouplesPerHeat: 7,
  });
  const rounds = await db
    .selectFrom('rounds')
    .select(['id', 'round_number', 'round_name', 'schedule_index'])
    .where('event_id', '=', event.id)
    .orderBy('round_number', 'desc')
    .execute();
  const [first, second] = rounds;
  if (!first || !second) throw new Error(`${EVENT} has fewer than two rounds`);
  expect(second.schedule_index).toBe(first.schedule_index + 1);
  const couples = await db
    .selectFrom('round_entries')
    .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
    .select(['entries.id', 'entries.lead_number', 'round_entries.heat'])
    .where('round_entries.round_id', '=', first.id)
    .orderBy('entries.lead_number')
    .execute();
  await db
    .insertInto('round_entries')
    .values(
      couples.map((c) => ({
        round_id: second.id,
        entry_id: c.id,
        heat: 1,
        checked_in: 0 as const,
      })),
    )
    .execute();
  return {
    eventId: event.id,
    first: { number: first.round_number, name: first.round_name },
    second: { number: second.round_number, name: second.round_name },
    couples: couples.map((c) => ({ entryId: c.id, number: c.lead_number ?? 0, heat: c.heat })),
  };
}

const roundTab = (page: Page, roundName: string) =>
  page.getByRole('tab', { name: new RegExp(`${EVENT} ${roundName},`) });

test('a deck captain finds the screen in the staff menu; it says nothing is scheduled before the rounds are generated', async ({
  page,
  signInAs,
}) => {
  await signInAs(['deckCaptain']);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Staff' });
  await expect(menu.getByRole('link', { name: 'Chairman' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Deck captain' }).click();
  await expect(page).toHaveURL(/\/admin\/deckcaptain$/);
  await expect(page.getByText(/Nothing is scheduled/)).toBeVisible();
});

test('the deck captain checks couples in with the cascade, live, and adds a walk-on to a heat', async ({
  page,
  server,
  signInAs,
}) => {
  const rounds = await backToBackRounds(server);
  await signInAs(['deckCaptain']);
  await page.goto('/admin/deckcaptain');
  const [first, second] = rounds.couples;
  if (!first || !second) throw new Error('too few couples');
  const total = rounds.couples.length;

  await expect(roundTab(page, rounds.first.name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`0 of ${total} checked in`)).toBeVisible();
  const tap = page.getByRole('button', { name: `Couple ${first.number}, not checked in` });
  await expect(tap).toBeVisible();
  const box = await tap.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(56);
  await tap.click();
  await expect(
    page.getByRole('button', { name: `Couple ${first.number}, checked in` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toContainText(
    `Couple ${first.number} checked in; also checked in for the next round.`,
  );
  await expect(page.getByText(`1 of ${total} checked in`)).toBeVisible();

  // Another deck captain's tap arrives without a reload.
  await checkInCouple(
    server.ctx,
    SYSTEM_ACTOR,
    {
      competitionId: DEMO_COMPETITION_ID,
      eventId: rounds.eventId,
      roundNumber: rounds.first.number,
    },
    { entryId: second.entryId, checkedIn: true },
  );
  await expect(
    page.getByRole('button', { name: `Couple ${second.number}, checked in` }),
  ).toBeVisible();

  // The round danced next has both couples checked in already.
  await roundTab(page, rounds.second.name).click();
  await expect(
    page.getByRole('button', { name: `Couple ${first.number}, checked in` }),
  ).toBeVisible();
  await expect(page.getByText(`2 of ${total} checked in`)).toBeVisible();

  // The final is filled when the semi-final is posted: no walk-on can be added before.
  await roundTab(page, 'Final').click();
  await expect(
    page.getByText(`This round is filled when the ${rounds.second.name} is posted.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a walk-on' })).toHaveCount(0);

  // A walk-on: the placeholder couple into heat 2 of the first round.
  await roundTab(page, rounds.first.name).click();
  await page.getByRole('button', { name: 'Add a walk-on' }).click();
  const dialog = page.getByRole('dialog', { name: /Add a walk-on/ });
  await expect(dialog.getByText('Placeholder #9999')).toBeVisible();
  await dialog.getByText('2', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add walk-on' }).click();
  await expect(dialog).toBeHidden();
  const heat2 = page.getByRole('region', { name: /Heat 2/ });
  await expect(heat2.getByRole('button', { name: 'Couple 9999, checked in' })).toBeVisible();
  await expect(heat2.getByText('Walk-on')).toBeVisible();
});

test("deck captain, MC and a judge at once: a check-in cascades, and a walk-on and a scratch reach the MC's script and the judge's screen without a reload", async ({
  page,
  browser,
  server,
  signInAs,
}) => {
  const rounds = await backToBackRounds(server);
  const [kept, scratched] = rounds.couples;
  if (!kept || !scratched) throw new Error('too few couples');

  const judge = await demoJudge(server, 'Margaret Ellison');
  const judgeContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 640 },
  });
  const judgePage = await judgeContext.newPage();
  await judgePage.goto(`/judges/${judge.id}`);
  await judgePage.getByLabel('Your judge code').fill(judge.code);
  await judgePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(judgePage.getByText(/No round is running for you/)).toBeVisible();

  const mc = await signedInPage(browser, server, ['mc']);
  await mc.page.goto('/admin/mc');
  const mcRound = mc.page.getByRole('region', { name: `${EVENT}, ${rounds.first.name}` });
  await expect(mcRound).toContainText(`${scratched.number}`);

  await signInAs(['deckCaptain']);
  await page.goto('/admin/deckcaptain');

  // A check-in cascades to the round danced straight after.
  await page.getByRole('button', { name: `Couple ${kept.number}, not checked in` }).click();
  await expect(page.getByRole('status')).toContainText(
    `Couple ${kept.number} checked in; also checked in for the next round.`,
  );
  await roundTab(page, rounds.second.name).click();
  await expect(
    page.getByRole('button', { name: `Couple ${kept.number}, checked in` }),
  ).toBeVisible();
  await roundTab(page, rounds.first.name).click();

  // A walk-on into heat 2: the MC's call names it as new.
  await page.getByRole('button', { name: 'Add a walk-on' }).click();
  const walkOn = page.getByRole('dialog', { name: /Add a walk-on/ });
  await walkOn.getByText('2', { exact: true }).click();
  await walkOn.getByRole('button', { name: 'Add walk-on' }).click();
  await expect(walkOn).toBeHidden();
  await expect(mcRound).toContainText('9999 (new)');
  const changes = mcRound.getByRole('list', { name: 'Changed since the draw' });
  await expect(changes).toContainText('New');

  // A scratch: struck through for the deck captain, out of the MC's call.
  await page.getByRole('button', { name: `More for couple ${scratched.number}` }).click();
  await page.getByRole('menuitem', { name: 'Scratch from the event…' }).click();
  const dialog = page.getByRole('dialog', { name: `Scratch couple ${scratched.number}` });
  await dialog.getByLabel('Reason').fill('Twisted ankle in the warm-up');
  await dialog.getByRole('button', { name: `Scratch couple ${scratched.number}` }).click();
  await expect(dialog).toBeHidden();
  const struck = page.getByRole('button', { name: `Couple ${scratched.number}, scratched` });
  await expect(struck).toBeDisabled();
  await expect(page.getByText('Scratched: Twisted ankle in the warm-up')).toBeVisible();
  // The walk-on (checked in as it is added) counts; the scratched couple does not.
  await expect(page.getByText(`2 of ${rounds.couples.length} checked in`)).toBeVisible();
  await expect(changes).toContainText('Scratched');
  await expect(changes).toContainText(`${scratched.number} ·`);
  await expect(mcRound.locator('p', { hasText: 'numbers' }).first()).not.toContainText(
    new RegExp(`\\b${scratched.number}\\b`),
  );

  // The scrutineer starts the round: the judge gets it without the scratched couple,
  // and the deck captain sees it running now.
  await startRound(server.ctx, SYSTEM_ACTOR, {
    competitionId: DEMO_COMPETITION_ID,
    eventId: rounds.eventId,
    roundNumber: rounds.first.number,
  });
  const judgeRound = judgePage.getByRole('region', { name: new RegExp(EVENT) });
  for (const heat of new Set([kept.heat ?? 1, scratched.heat ?? 1])) {
    await judgeRound.getByRole('tab', { name: new RegExp(`^Heat ${heat}\\b`) }).click();
    if (heat === (kept.heat ?? 1)) {
      await expect(
        judgeRound.getByRole('button', { name: `Couple ${kept.number}, not recalled` }),
      ).toBeVisible();
    }
    await expect(
      judgeRound.getByRole('button', { name: new RegExp(`Couple ${scratched.number},`) }),
    ).toHaveCount(0);
  }
  await expect(
    page.getByRole('tab', { name: new RegExp(`^Now: ${EVENT} ${rounds.first.name},`) }),
  ).toBeVisible();
  await expect(mcRound.getByText('On the floor')).toBeVisible();
  await judgeContext.close();
  await mc.context.close();
});
