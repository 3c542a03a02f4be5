import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import { roundStateNumber } from '../../../domain/competition/enumerations';
import { generateAccessCode } from '../../../domain/officials/access-code';
import { isJudgeRole } from '../../../domain/officials/official-roles';
import type { PlannedCompetition } from '../../../domain/realtime-db/competition-metadata';
import type { ImportPlan } from '../../../domain/realtime-db/map-export';
import { SETTING_FLAGS } from '../../../domain/realtime-db/read-export';
import type { OldExport, OldSettings, SettingFlag } from '../../../domain/realtime-db/read-export';
import type { Database } from '../../db/schema';
import { settingsColumns } from '../../services/competition-service';
import { findRound } from '../../services/judging/round-store';
import { writeSheet } from '../../services/judging/sheet-writer';
import { insertEmptyPages } from '../../services/demo-removal';
import { roundRowId } from '../../services/schedule-store';

/** Who entered the imported marks, as the marks table records it. */
export const IMPORT_ENTERED_BY = 'import:realtime-db';
/** Why a judge of the event's panel without a list for a marked round is absent from it. */
export const NO_LIST_REASON = 'No marks for this round in the imported file';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Writes the planned competition, inside the import's one transaction, as
 * our own screens would have stored it: officials with access codes, events
 * with their panels, competitors, entries, rounds with their couples and
 * check-ins, and each judge's list as submitted sheets (sheet-writer.ts).
 */
export async function storePlan(
  trx: Transaction<Database>,
  competitionId: string,
  competition: PlannedCompetition,
  plan: ImportPlan,
  file: OldExport,
  now: string,
): Promise<void> {
  const anyCompetition = await trx
    .selectFrom('competitions')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto('competitions')
    .values({
      id: competitionId,
      full_name: competition.fullName,
      start_date: competition.startDate,
      end_date: competition.endDate,
      date_registration_open: competition.dateRegistrationOpen,
      date_registration_early: competition.dateRegistrationEarly,
      date_registration_closed: competition.dateRegistrationClosed,
      registration_status: competition.registrationStatus,
      results_page_shown: flag(competition.resultsPageShown),
      primary_color: competition.primaryColor,
      website: competition.website,
      facebook: competition.facebook,
      instagram: competition.instagram,
      community_chat: null,
      // The first competition on a site is the one it shows; otherwise an admin chooses.
      is_default: anyCompetition ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertEmptyPages(trx, competitionId, now);
  await trx
    .insertInto('event_settings')
    .values({ competition_id: competitionId, ...settingColumns(file.settings) })
    .execute();

  if (plan.officials.length > 0)
    await trx
      .insertInto('officials')
      .values(
        plan.officials.map((official, index) => ({
          id: official.id,
          competition_id: competitionId,
          name: official.name,
          role: official.role,
          bio: official.bio,
          photo_url: null,
          sort_order: index,
          access_code: isJudgeRole(official.role) ? generateAccessCode(crypto.randomBytes) : null,
        })),
      )
      .execute();
  if (file.metadata.organizers.length > 0)
    await trx
      .insertInto('organizers')
      .values(
        file.metadata.organizers.map((organizer, index) => ({
          id: `${competitionId}-organizer-${index + 1}`,
          competition_id: competitionId,
          name: organizer.name,
          email: organizer.email,
          title: organizer.title,
          sort_order: index,
        })),
      )
      .execute();

  await storeCompetitors(trx, competitionId, plan, now);
  for (const event of plan.events) {
    await trx
      .insertInto('events')
      .values({
        id: event.id,
        competition_id: competitionId,
        name: event.name,
        style: event.style,
        level: event.level,
        age_category: null,
        dances: JSON.stringify(event.dances),
        created_at: now,
      })
      .execute();
    const panel = plan.panels.get(event.id) ?? [];
    if (panel.length > 0)
      await trx
        .insertInto('event_judges')
        .values(panel.map((officialId) => ({ event_id: event.id, official_id: officialId })))
        .execute();
    const competitorId = new Map(plan.competitors.map((c) => [c.oldId, c.id]));
    const dancer = (key: string | null, adhoc: boolean) =>
      adhoc ? 'Adhoc' : key === null ? null : (competitorId.get(key) ?? null);
    if (event.entries.length > 0)
      await trx
        .insertInto('entries')
        .values(
          event.entries.map((entry) => ({
            id: entry.id,
            competition_id: competitionId,
            event_id: event.id,
            lead_id: dancer(entry.leadKey, entry.adhoc),
            follow_id: dancer(entry.followKey, entry.adhoc),
            lead_name: entry.leadName,
            follow_name: entry.followName,
            lead_number: entry.leadNumber,
            affiliation: entry.affiliation,
            registered_time: entry.registeredTime ?? now,
          })),
        )
        .execute();
    for (const round of event.rounds) {
      const id = roundRowId(event.id, round.number);
      await trx
        .insertInto('rounds')
        .values({
          id,
          competition_id: competitionId,
          event_id: event.id,
          round_number: round.number,
          round_name: round.name,
          round_state: roundStateNumber(round.state),
          schedule_index: round.scheduleIndex,
          round_start_time: round.plannedStart,
          round_actual_start_time: round.actualStart,
          recall_size: round.recallSize,
          num_heats: round.numHeats,
          recall_target: null,
        })
        .execute();
      if (round.couples.length > 0)
        await trx
          .insertInto('round_entries')
          .values(
            round.couples.map((couple) => ({
              round_id: id,
              entry_id: couple.entryId,
              heat: couple.heat,
              checked_in: flag(couple.checkedIn),
            })),
          )
          .execute();
    }
  }
  await storeSheets(trx, competitionId, plan, now);
}

/** The settings the file sets; the others keep the database's defaults (spec section 3). */
function settingColumns(settings: OldSettings) {
  const columns: Partial<Record<(typeof settingsColumns)[SettingFlag], number>> = {};
  for (const name of SETTING_FLAGS) {
    const value = settings[name];
    if (value !== undefined) columns[settingsColumns[name]] = flag(value);
  }
  if (settings.liveScrollRefreshIndex !== undefined)
    columns[settingsColumns.liveScrollRefreshIndex] = Math.trunc(settings.liveScrollRefreshIndex);
  return columns;
}

/**
 * The old app's export has no e-mail addresses, yet ours identifies a dancer
 * by one: each gets an address under `.invalid` (RFC 2606), which no mail
 * ever reaches, until staff enter the real one.
 */
export const placeholderEmail = (competitorId: string) => `${competitorId}@import.invalid`;

async function storeCompetitors(
  trx: Transaction<Database>,
  competitionId: string,
  plan: ImportPlan,
  now: string,
) {
  if (plan.competitors.length === 0) return;
  // matchLevel's answer for "no level": Bronze (spec section 5).
  const level = (
    c: ImportPlan['competitors'][number],
    style: 'Standard' | 'Smooth' | 'Rhythm' | 'Latin',
  ) => c.levels[style] ?? 'Bronze';
  await trx
    .insertInto('competitors')
    .values(
      plan.competitors.map((competitor) => ({
        id: competitor.id,
        competition_id: competitionId,
        number: competitor.number,
        name: competitor.name,
        email: placeholderEmail(competitor.id),
        affiliation: competitor.affiliation,
        // The export keeps no age category; Adult is the open one.
        age_category: 'Adult',
        standard_level: level(competitor, 'Standard'),
        smooth_level: level(competitor, 'Smooth'),
        rhythm_level: level(competitor, 'Rhythm'),
        latin_level: level(competitor, 'Latin'),
        created_at: now,
      })),
    )
    .execute();
}

/** Each judge's list, as the judge's submitted sheet for every dance of the round. */
async function storeSheets(
  trx: Transaction<Database>,
  competitionId: string,
  plan: ImportPlan,
  now: string,
) {
  for (const sheet of plan.sheets) {
    const round = await findRound(trx, competitionId, sheet.eventId, sheet.roundNumber);
    for (const dance of round.dances)
      await writeSheet(trx, round, {
        judgeId: sheet.judgeId,
        dance,
        entries: sheet.entryIds,
        status: 'submitted',
        enteredBy: IMPORT_ENTERED_BY,
        deviceId: null,
        version: 1,
        submissionId: null,
        now,
      });
  }
  // A marked or posted round was complete: the event's judges without a list sat it out.
  for (const event of plan.events) {
    const panel = plan.panels.get(event.id) ?? [];
    for (const round of event.rounds) {
      if (round.state !== 'Marked' && round.state !== 'Posted') continue;
      const withList = new Set(
        plan.sheets
          .filter((s) => s.eventId === event.id && s.roundNumber === round.number)
          .map((s) => s.judgeId),
      );
      const absent = panel.filter((judge) => !withList.has(judge));
      if (absent.length > 0 && withList.size > 0)
        await trx
          .insertInto('judge_absences')
          .values(
            absent.map((judgeId) => ({
              event_id: event.id,
              round_number: round.number,
              judge_id: judgeId,
              reason: NO_LIST_REASON,
              marked_by: IMPORT_ENTERED_BY,
              created_at: now,
            })),
          )
          .execute();
    }
  }
}
