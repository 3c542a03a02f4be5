import type { Transaction } from 'kysely';
import { DEMO_COMPETITION_ID, PAGE_SLUGS } from '../../shared/competition';
import type { PageSlug } from '../../shared/competition';
import type { DemoRemoval } from '../../shared/admin';
import type { Database } from '../db/schema';
import { errors } from '../errors';
import { everyReadOf } from '../live/every-read';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import { DEMO_MARK } from '../seed/demo-marker';
import { removeDemoStaff } from '../seed/demo-staff';
import type { Actor } from './audit-log';
import { recordAudit } from './audit-log';

/** The competition an installation starts from once the demo is gone: a name to change, nothing else. */
export const BLANK_COMPETITION_ID = 'my-competition';

const PAGE_TITLES: Record<PageSlug, string> = {
  home: 'Competitor Info',
  details: 'Details',
  rules: 'Rules',
  venue: 'Venue',
  contact: 'Contact',
  about: 'About',
};

/**
 * Removes the demo competition with everything in it, and the demo's staff
 * accounts with their known password (decision 029), in one audited
 * transaction. The site then shows another competition, or a blank one made
 * now, so it always has one to show and the demo is never seeded again.
 * Without any account left, the sign-in page offers the first-organizer set-up.
 */
export async function removeDemoCompetition(
  ctx: WriteContext,
  actor: Actor,
  now = new Date(),
): Promise<DemoRemoval> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const demo = await trx
      .selectFrom('competitions')
      .select(['full_name', 'is_default', 'demo'])
      .where('id', '=', DEMO_COMPETITION_ID)
      .executeTakeFirst();
    if (!demo) throw errors.competitionNotFound(DEMO_COMPETITION_ID);
    // The id alone proves nothing: older installations run their real competition under it.
    if (demo.demo === DEMO_MARK.real) throw errors.notTheDemo(DEMO_COMPETITION_ID);
    const counts = await trx
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('events'))
      .where('competition_id', '=', DEMO_COMPETITION_ID)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('competitions').where('id', '=', DEMO_COMPETITION_ID).execute();
    const accounts = await removeDemoStaff(trx);
    const next = await trx
      .selectFrom('competitions')
      .select('id')
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .executeTakeFirst();
    const shown = next?.id ?? (await insertBlankCompetition(trx, now));
    if (demo.is_default === 1)
      await trx
        .updateTable('competitions')
        .set({ is_default: 1 })
        .where('id', '=', shown)
        .execute();
    const answer: DemoRemoval = {
      removedEvents: Number(counts.events),
      removedAccounts: accounts,
      shownCompetitionId: shown,
      blankCompetitionCreated: !next,
    };
    // The removal belongs to the deployment. The demo's audit rows stay, as the
    // hash chain needs them (audit_log has no foreign key to competitions).
    await recordAudit(trx, {
      competitionId: null,
      actor,
      action: 'demo.remove',
      details: { competition: demo.full_name, ...answer },
    });
    // Every kept public read of the demo goes, on every instance: its events,
    // pages, schedule and lists as well as the competition record.
    for (const entity of everyReadOf(DEMO_COMPETITION_ID)) changed(entity);
    changed({ kind: 'competition', competitionId: shown });
    return answer;
  });
}

/** A new competition's pages: every page, empty, under its usual title. */
export async function insertEmptyPages(
  trx: Transaction<Database>,
  competitionId: string,
  stamp: string,
): Promise<void> {
  await trx
    .insertInto('pages')
    .values(
      PAGE_SLUGS.map((slug) => ({
        competition_id: competitionId,
        slug,
        title: PAGE_TITLES[slug],
        body_markdown: '',
        updated_at: stamp,
      })),
    )
    .execute();
}

/** A competition with a placeholder name and its empty pages, for the organizer to fill in. */
async function insertBlankCompetition(trx: Transaction<Database>, now: Date): Promise<string> {
  const stamp = now.toISOString();
  await trx
    .insertInto('competitions')
    .values({
      id: BLANK_COMPETITION_ID,
      full_name: 'My Competition',
      start_date: null,
      end_date: null,
      date_registration_early: null,
      date_registration_open: null,
      date_registration_closed: null,
      registration_status: 'CLOSED',
      results_page_shown: 0,
      primary_color: '#1971c2',
      website: null,
      facebook: null,
      instagram: null,
      community_chat: null,
      is_default: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await insertEmptyPages(trx, BLANK_COMPETITION_ID, stamp);
  await trx.insertInto('event_settings').values({ competition_id: BLANK_COMPETITION_ID }).execute();
  return BLANK_COMPETITION_ID;
}
