import type { TieChoice } from '../../../domain/scrutineering';
import { TIE_CHOICES } from '../../../shared/judging';
import type { ResultDifference } from '../../../domain/realtime-db/compare-results';
import {
  planCompetition,
  competitionIdFrom,
} from '../../../domain/realtime-db/competition-metadata';
import type { ImportPlan } from '../../../domain/realtime-db/map-export';
import { planImport } from '../../../domain/realtime-db/map-export';
import { RealtimeDbRefusal, readRealtimeDbExport } from '../../../domain/realtime-db/read-export';
import type { OldExport } from '../../../domain/realtime-db/read-export';
import type { ReadIssue } from '../../../domain/realtime-db/tree-reading';
import { CompetitionIdSchema } from '../../../shared/competition';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../../services/audit-log';
import { SYSTEM_ACTOR, recordAudit } from '../../services/audit-log';
import { postImportedRound } from './post-imported-round';
import { storePlan } from './store-plan';

export { RealtimeDbRefusal };

/** What an import did, printed by the command and returned to tests. */
export type RealtimeDbImportReport = {
  competitionId: string;
  /** How many of each kind were stored. */
  mapped: {
    officials: number;
    organizers: number;
    events: number;
    entries: number;
    competitors: number;
    rounds: number;
    roundCouples: number;
    checkIns: number;
    judgeLists: number;
    postedRounds: number;
    finalResults: number;
    settings: number;
  };
  /** What was left out or changed, with the file's path and why. */
  skipped: ReadIssue[];
  /** Keys the old app's data model does not name; not imported. */
  unknownKeys: string[];
  /** Where the file's saved results disagree with our engine's (the engine's are stored). */
  differences: ResultDifference[];
};

/**
 * Imports an old-app realtime-database export as a new competition, all or
 * nothing: everything is written in one transaction, so a refusal or a
 * failure half-way leaves the database as it was. Results are recomputed by
 * our engine from the imported marks and compared with the file's.
 */
export async function importRealtimeDb(
  ctx: WriteContext,
  tree: unknown,
  options: { competitionId?: string; actor?: Actor; now?: Date } = {},
): Promise<RealtimeDbImportReport> {
  const { export: file, reading } = readRealtimeDbExport(tree);
  const skipped: ReadIssue[] = [...reading.skipped];
  const competition = planCompetition(file.metadata, skipped);
  const competitionId = options.competitionId ?? competitionIdFrom(competition.fullName);
  const valid = CompetitionIdSchema.safeParse(competitionId);
  if (!valid.success)
    throw new RealtimeDbRefusal(
      '--competition',
      `"${competitionId}" ${valid.error.issues[0]?.message ?? 'is not a competition id'}`,
    );
  const plan = planImport(file, competitionId);
  skipped.push(...plan.skipped);
  for (const conflict of plan.numberConflicts)
    skipped.push({
      path: `competitors/${conflict.oldId}`,
      message: `${conflict.name}'s number ${conflict.wanted} is another dancer's; given ${conflict.given}`,
    });
  const now = (options.now ?? new Date()).toISOString();

  return runWriteTransaction(ctx, async (trx, changed) => {
    const existing = await trx
      .selectFrom('competitions')
      .select('id')
      .where('id', '=', competitionId)
      .executeTakeFirst();
    if (existing)
      throw new RealtimeDbRefusal(
        '--competition',
        `a competition "${competitionId}" exists already; choose a new id with --competition`,
      );
    await storePlan(trx, competitionId, competition, plan, file, now);

    const differences: ResultDifference[] = [];
    let postedRounds = 0;
    for (const event of plan.events)
      for (const round of event.rounds.filter((r) => r.state === 'Posted')) {
        const outcome = await postImportedRound(trx, {
          competitionId,
          event,
          round,
          file,
          tieChoice: tieChoiceFrom(plan, event.id, round.number),
          now,
        });
        if (outcome.posted) postedRounds++;
        else skipped.push(outcome.refused);
        differences.push(...outcome.differences);
      }

    skipped.push(...unpostedResults(file, plan));
    const report: RealtimeDbImportReport = {
      competitionId,
      mapped: {
        officials: plan.officials.length,
        organizers: file.metadata.organizers.length,
        events: plan.events.length,
        entries: plan.events.reduce((n, e) => n + e.entries.length, 0),
        competitors: plan.competitors.length,
        rounds: plan.events.reduce((n, e) => n + e.rounds.length, 0),
        roundCouples: countCouples(plan, () => true),
        checkIns: countCouples(plan, (couple) => couple.checkedIn),
        judgeLists: plan.sheets.length,
        postedRounds,
        finalResults: await finalResultCount(trx, plan),
        settings: Object.keys(file.settings).length,
      },
      skipped,
      unknownKeys: reading.unknownKeys,
      differences,
    };
    await recordAudit(trx, {
      competitionId,
      actor: options.actor ?? SYSTEM_ACTOR,
      action: 'competition.import',
      details: {
        source: 'realtime-db',
        mapped: report.mapped,
        skipped: skipped.length,
        differences: differences.length,
      },
    });
    for (const kind of ['competition', 'event', 'round', 'entry', 'official', 'result'] as const)
      changed({ kind, competitionId });
    changed({ kind: 'eventSettings', competitionId });
    return report;
  });
}

/** Saved results of rounds the file does not have posted: our results come only from posting. */
function unpostedResults(file: OldExport, plan: ImportPlan): ReadIssue[] {
  const posted = (eventKey: string, roundNumber: number) =>
    plan.events.some(
      (e) =>
        e.key === eventKey &&
        e.rounds.some((r) => r.number === roundNumber && r.state === 'Posted'),
    );
  return [
    ...file.savedRounds
      .filter((saved) => !posted(saved.eventKey, saved.roundNumber))
      .map((saved) => ({
        path: `resultsSaved/${saved.eventKey}/${saved.roundNumber}`,
        message: 'belongs to no posted round of an imported event; not imported',
      })),
    ...file.finalResults
      .filter((final) => !posted(final.eventKey, 1))
      .map((final) => ({
        path: `resultsSaved/${final.eventKey}/finalResults`,
        message: 'belongs to no posted final of an imported event; not imported',
      })),
  ];
}

function countCouples(plan: ImportPlan, counted: (couple: { checkedIn: boolean }) => boolean) {
  return plan.events.reduce(
    (n, event) =>
      n + event.rounds.reduce((m, round) => m + round.couples.filter(counted).length, 0),
    0,
  );
}

async function finalResultCount(trx: Parameters<typeof storePlan>[0], plan: ImportPlan) {
  const ids = plan.events.map((event) => event.id);
  if (ids.length === 0) return 0;
  const rows = await trx
    .selectFrom('final_results')
    .select('event_id')
    .where('event_id', 'in', ids)
    .execute();
  return rows.length;
}

/**
 * A tie at a recall round's cut was settled on the day; the round danced next
 * shows how: the choice whose recalled couples it holds. Posting then tries
 * each choice against those couples (post-imported-round.ts).
 */
function tieChoiceFrom(plan: ImportPlan, eventId: string, roundNumber: number) {
  const event = plan.events.find((e) => e.id === eventId);
  const next = event?.rounds
    .filter((r) => r.number < roundNumber && r.state !== 'Skipped')
    .sort((a, b) => b.number - a.number)[0];
  return {
    nextCouples: next ? new Set(next.couples.map((c) => c.entryId)) : null,
    choices: TIE_CHOICES as readonly TieChoice[],
  };
}

export type { OldExport };
