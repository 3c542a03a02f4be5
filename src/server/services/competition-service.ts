import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  Competition,
  CompetitionPatch,
  EventSettings,
  EventSettingsPatch,
  Page,
  PagePatch,
  PageSlug,
} from '../../shared/competition';
import type { CompetitionUpdate, Database, EventSettingsTable } from '../db/schema';
import { errors } from '../errors';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { describeChanges, recordAudit } from './audit-log';
import { presentCompetition, presentEventSettings, presentPage } from './competition-presenter';
import { retimeRounds } from './planned-times';
import type { NewOrganizer } from '../../shared/admin';

type Reader = Kysely<Database>;

/** The public default: COMPETITION from config if set, else the one marked default, else the oldest. */
export async function resolveDefaultCompetitionId(
  db: Reader,
  configured: string | undefined,
): Promise<string> {
  if (configured) {
    await requireCompetition(db, configured);
    return configured;
  }
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) throw errors.noDefaultCompetition();
  return row.id;
}

/** The competition's row; 404 when there is no such competition. */
export async function requireCompetition(db: Reader, id: string) {
  const row = await db
    .selectFrom('competitions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw errors.competitionNotFound(id);
  return row;
}

export async function getCompetition(db: Reader, id: string): Promise<Competition> {
  const row = await requireCompetition(db, id);
  const [officials, organizers] = await Promise.all([
    db
      .selectFrom('officials')
      .select(['id', 'name', 'role', 'bio', 'photo_url'])
      .where('competition_id', '=', id)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('organizers')
      .select(['id', 'name', 'title'])
      .where('competition_id', '=', id)
      .orderBy('sort_order')
      .execute(),
  ]);
  return presentCompetition(row, officials, organizers);
}

export async function listPages(db: Reader, id: string): Promise<Page[]> {
  await requireCompetition(db, id);
  const rows = await db
    .selectFrom('pages')
    .select(['slug', 'title', 'body_markdown', 'updated_at'])
    .where('competition_id', '=', id)
    .execute();
  return rows.map(presentPage);
}

export async function getEventSettings(db: Reader, id: string): Promise<EventSettings> {
  await requireCompetition(db, id);
  const row = await db
    .selectFrom('event_settings')
    .selectAll()
    .where('competition_id', '=', id)
    .executeTakeFirstOrThrow();
  return presentEventSettings(row);
}

function competitionColumns(patch: CompetitionPatch): CompetitionUpdate {
  const columns: CompetitionUpdate = {};
  if (patch.fullName !== undefined) columns.full_name = patch.fullName;
  if (patch.startDate !== undefined) columns.start_date = patch.startDate;
  if (patch.endDate !== undefined) columns.end_date = patch.endDate;
  if (patch.dateRegistrationOpen !== undefined)
    columns.date_registration_open = patch.dateRegistrationOpen;
  if (patch.dateRegistrationEarly !== undefined)
    columns.date_registration_early = patch.dateRegistrationEarly;
  if (patch.dateRegistrationClosed !== undefined)
    columns.date_registration_closed = patch.dateRegistrationClosed;
  if (patch.registrationStatus !== undefined)
    columns.registration_status = patch.registrationStatus;
  if (patch.resultsPageShown !== undefined)
    columns.results_page_shown = patch.resultsPageShown ? 1 : 0;
  if (patch.primaryColor !== undefined) columns.primary_color = patch.primaryColor;
  const socials = patch.socials ?? {};
  if (socials.website !== undefined) columns.website = socials.website;
  if (socials.facebook !== undefined) columns.facebook = socials.facebook;
  if (socials.instagram !== undefined) columns.instagram = socials.instagram;
  if (socials.communityChat !== undefined) columns.community_chat = socials.communityChat;
  return columns;
}

/** Applies a validated metadata patch and notifies live subscribers that the competition changed. */
export async function updateCompetition(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  patch: CompetitionPatch,
): Promise<Competition> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const before = await getCompetition(trx, id);
    await trx
      .updateTable('competitions')
      .set({ ...competitionColumns(patch), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const competition = await getCompetition(trx, id);
    await audit(trx, id, actor, 'competition.update', describeChanges(before, competition));
    changed({ kind: 'competition', competitionId: id });
    // Automatic planned times count from the first day, so they move with it.
    const movedDay = before.startDate !== competition.startDate;
    if (
      movedDay &&
      (await getEventSettings(trx, id)).autoAssignTimes &&
      (await retimeRounds(trx, id))
    )
      changed({ kind: 'round', competitionId: id });
    return competition;
  });
}

export async function updatePage(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  slug: PageSlug,
  patch: PagePatch,
): Promise<Page> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const before = (await listPages(trx, id)).find((page) => page.slug === slug);
    const updated = await trx
      .updateTable('pages')
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.bodyMarkdown !== undefined && { body_markdown: patch.bodyMarkdown }),
        updated_at: new Date().toISOString(),
      })
      .where('competition_id', '=', id)
      .where('slug', '=', slug)
      .returning(['slug', 'title', 'body_markdown', 'updated_at'])
      .executeTakeFirst();
    if (!updated || !before) throw errors.pageNotFound(slug);
    const page = presentPage(updated);
    // The audit records what the organizer wrote; the HTML follows from it.
    const { updatedAt: _before, bodyHtml: _htmlBefore, ...was } = before;
    const { updatedAt: _after, bodyHtml: _htmlAfter, ...now } = page;
    await audit(trx, id, actor, 'page.update', {
      page: slug,
      ...describeChanges(was, now),
    });
    changed({ kind: 'page', competitionId: id, slug });
    return page;
  });
}

type SettingsColumn = Exclude<keyof EventSettingsTable, 'competition_id'>;

export const settingsColumns: { [K in keyof EventSettings]: SettingsColumn } = {
  showScheduleIndex: 'show_schedule_index',
  hideLiveSchedule: 'hide_live_schedule',
  hideLevelIcons: 'hide_level_icons',
  highlightOtherRoundsInEvent: 'highlight_other_rounds_in_event',
  hideClearRoundsButton: 'hide_clear_rounds_button',
  hideGenerateRoundsButton: 'hide_generate_rounds_button',
  dontReorderAfterAddRemoveRounds: 'dont_reorder_after_add_remove_rounds',
  liveScrollRefreshIndex: 'live_scroll_refresh_index',
  cascadeCheckin: 'cascade_checkin',
  autoAssignTimes: 'auto_assign_times',
};

export async function updateEventSettings(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  patch: EventSettingsPatch,
): Promise<EventSettings> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const before = await getEventSettings(trx, id);
    const columns: Partial<Record<SettingsColumn, number>> = {};
    for (const [key, value] of Object.entries(patch) as [keyof EventSettings, number | boolean][]) {
      columns[settingsColumns[key]] = typeof value === 'boolean' ? Number(value) : value;
    }
    if (Object.keys(columns).length > 0) {
      await trx
        .updateTable('event_settings')
        .set(columns)
        .where('competition_id', '=', id)
        .execute();
    }
    const settings = await getEventSettings(trx, id);
    await audit(trx, id, actor, 'settings.update', describeChanges(before, settings));
    changed({ kind: 'eventSettings', competitionId: id });
    // Turning automatic times on fills every round's planned time now, not at the next schedule change.
    if (!before.autoAssignTimes && settings.autoAssignTimes && (await retimeRounds(trx, id)))
      changed({ kind: 'round', competitionId: id });
    return settings;
  });
}

/** Adds an organizer at the end of the list (the spec's "push under organizers"). */
export async function addOrganizer(
  ctx: WriteContext,
  actor: Actor,
  id: string,
  organizer: NewOrganizer,
): Promise<Competition> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    await requireCompetition(trx, id);
    const last = await trx
      .selectFrom('organizers')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('competition_id', '=', id)
      .executeTakeFirst();
    await trx
      .insertInto('organizers')
      .values({
        id: crypto.randomUUID(),
        competition_id: id,
        name: organizer.name,
        email: organizer.email,
        title: organizer.title,
        sort_order: Number(last?.last ?? -1) + 1,
      })
      .execute();
    const competition = await getCompetition(trx, id);
    await audit(trx, id, actor, 'organizer.add', {
      name: organizer.name,
      title: organizer.title,
    });
    changed({ kind: 'competition', competitionId: id });
    return competition;
  });
}

/** Every metadata change is audited in its own transaction. */
async function audit(
  trx: Transaction<Database>,
  competitionId: string,
  actor: Actor,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(trx, { competitionId, actor, action, details });
}
