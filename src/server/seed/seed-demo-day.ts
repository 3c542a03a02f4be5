import type { SummaryRule } from '../../domain/scrutineering';
import { DEMO_COMPETITION_ID } from '../../shared/competition';
import { ChairmanPinLimits } from '../auth/chairman-pin-limits';
import { setChairmanPin } from '../services/chairman/chairman-pin';
import { updateCompetition, updateEventSettings } from '../services/competition-service';
import { judgesOf } from '../services/event-panels';
import { scratchEntry } from '../services/floor/floor-scratch';
import { recordPayment } from '../services/invoices/payments';
import { getInvoices } from '../services/invoices/school-invoices';
import type { RoundRef } from '../services/judging/scrutineer-write';
import { generateRounds, setScheduleTiming } from '../services/schedule-service';
import { dayEventId, seedDemoDayEntries } from './demo-day-entries';
import type { DayStaff, Outcome, RoundPlan } from './demo-day-judging';
import { checkInAndStart, danceRound, marksFor, submitMarks } from './demo-day-judging';
import { demoHiddenRanking, demoRandom } from './demo-marks';
import type { DemoStaffContext } from './demo-staff';
import { createDemoStaff } from './demo-staff';
import { markDemoDayFinished } from './demo-marker';

/** The chairman's PIN on the demo day (README), to approve the rounds still to come. */
export const DEMO_CHAIRMAN_PIN = '2468';

const cid = DEMO_COMPETITION_ID;
const baseEvent = (n: number) => `${cid}-event-${n}`;

/**
 * The day in running order. The morning's events are danced to the end; the
 * running event's first round is on the floor; the afternoon waits.
 */
const EVENTS = {
  newcomerWaltz: baseEvent(1),
  bronzeStandard: baseEvent(2),
  newcomerChaCha: baseEvent(3),
  silverLatin: baseEvent(4),
  bronzeSmooth: baseEvent(5),
  goldRhythm: baseEvent(6),
  nightclub: baseEvent(7),
  noviceStandard: dayEventId(cid, 0),
  prechampLatin: dayEventId(cid, 1),
  championshipStandard: dayEventId(cid, 2),
  championshipLatin: dayEventId(cid, 3),
  noviceRhythm: dayEventId(cid, 4),
};
const MORNING = [
  EVENTS.newcomerWaltz,
  EVENTS.newcomerChaCha,
  EVENTS.bronzeStandard,
  EVENTS.goldRhythm,
  EVENTS.championshipStandard,
];
const ON_THE_FLOOR = EVENTS.noviceStandard;
const AFTERNOON = [
  EVENTS.bronzeSmooth,
  EVENTS.silverLatin,
  EVENTS.noviceRhythm,
  EVENTS.prechampLatin,
  EVENTS.nightclub,
  EVENTS.championshipLatin,
];

const summaryUses = (outcome: Outcome, rule: SummaryRule) =>
  outcome.kind === 'final' && outcome.summaryRules.includes(rule);

/**
 * What the demo's marks must show: the first round of the day ties at the
 * cut; one multi-dance final needs Rule 10 (and no more), the Championship
 * Standard final Rule 11.
 */
const WANTED: Record<string, (outcome: Outcome) => boolean> = {
  [EVENTS.newcomerWaltz]: (outcome) => outcome.kind !== 'recall' || outcome.tie !== null,
  [EVENTS.goldRhythm]: (outcome) =>
    summaryUses(outcome, 'rule-10') && !summaryUses(outcome, 'rule-11'),
  [EVENTS.championshipStandard]: (outcome) =>
    outcome.kind === 'recall' || summaryUses(outcome, 'rule-11'),
};

/** Couples per heat when the rounds are generated, as on a mid-sized floor. */
const COUPLES_PER_HEAT = 12;
/** Of the round on the floor, these judges have sent every sheet; the next one its first dance. */
const JUDGES_DONE = 4;

export type DemoDay = { postedEvents: string[]; runningRound: RoundRef; milliseconds: number };

/**
 * Turns the seeded demo (seed-demo.ts, registration open) into a competition
 * in the middle of its day, through the product's own services so every
 * result shown is what the engine computed: today's date, the staff's
 * accounts, the schedule with its start times, the morning danced, posted
 * and approved, a round on the floor with some marks in, a scratch and a
 * school's payment. Marks come from demo-marks.ts; draws from seeded numbers;
 * so seeding again gives the same day.
 */
export async function seedDemoDay(ctx: DemoStaffContext, now = new Date()): Promise<DemoDay> {
  const started = performance.now();
  const db = ctx.database.db;
  await db.transaction().execute((trx) => seedDemoDayEntries(trx, cid, now));
  ctx.readCache?.clear();

  const accounts = await createDemoStaff(ctx, cid);
  const organizer = accounts.admin;
  const staff: DayStaff = {
    scrutineer: accounts.scrutineer,
    deckCaptain: accounts.deckCaptain,
    chairman: accounts.chairman,
  };

  const today = now.toISOString().slice(0, 10);
  const daysAgo = (days: number) =>
    new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  await updateCompetition(ctx, organizer, cid, {
    startDate: today,
    endDate: today,
    dateRegistrationEarly: daysAgo(28),
    dateRegistrationOpen: daysAgo(14),
    dateRegistrationClosed: daysAgo(7),
    registrationStatus: 'CLOSED',
    resultsPageShown: true,
  });
  await setScheduleTiming(ctx, organizer, cid, {
    dayStart: '08:30',
    secondsPerDance: 90,
    secondsPerHeatChange: 30,
    secondsPerRoundChange: 60,
  });
  await updateEventSettings(ctx, organizer, cid, { autoAssignTimes: true });
  await setChairmanPin(
    ctx,
    { limits: new ChairmanPinLimits(), now: () => now.getTime() },
    staff.chairman,
    cid,
    { pin: DEMO_CHAIRMAN_PIN },
  );

  const random = demoRandom(`${cid}/day`);
  for (const eventId of [...MORNING, ON_THE_FLOOR, ...AFTERNOON])
    await generateRounds(
      ctx,
      organizer,
      cid,
      { eventId, maxCouplesPerHeat: COUPLES_PER_HEAT },
      random,
    );

  const judges = (await judgesOf(db, cid)).map((judge) => ({ ...judge, competitionId: cid }));
  const planFor = async (eventId: string, roundNumber: number): Promise<RoundPlan> => {
    const entries = await db
      .selectFrom('entries')
      .select('id')
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    const want = WANTED[eventId];
    return {
      ref: { competitionId: cid, eventId, roundNumber },
      seed: `${eventId}/${roundNumber}`,
      ranking: demoHiddenRanking(
        `${cid}/${eventId}`,
        entries.map((entry) => entry.id),
      ),
      judges,
      ...(want && { want }),
    };
  };
  const roundsOf = async (eventId: string) =>
    (
      await db
        .selectFrom('rounds')
        .select('round_number')
        .where('event_id', '=', eventId)
        .orderBy('round_number', 'desc')
        .execute()
    ).map((round) => round.round_number);

  for (const eventId of MORNING)
    for (const roundNumber of await roundsOf(eventId))
      await danceRound(ctx, staff, await planFor(eventId, roundNumber), random);

  const [firstRound] = await roundsOf(ON_THE_FLOOR);
  const running = await planFor(ON_THE_FLOOR, firstRound ?? 1);
  await checkInAndStart(ctx, staff, running.ref);
  const { marks } = await marksFor(db, running);
  await submitMarks(
    ctx,
    running,
    marks,
    (judge, dance) => judge < JUDGES_DONE || (judge === JUDGES_DONE && dance === 0),
  );

  // A couple of the afternoon withdrew this morning: the deck captain scratched them.
  const scratched = await db
    .selectFrom('entries')
    .select('id')
    .where('event_id', '=', EVENTS.bronzeSmooth)
    .orderBy('id')
    .offset(2)
    .limit(1)
    .executeTakeFirstOrThrow();
  await scratchEntry(
    ctx,
    staff.deckCaptain,
    { competitionId: cid, eventId: EVENTS.bronzeSmooth, entryId: scratched.id },
    'Injured in the morning warm-up',
  );

  const invoice = (await getInvoices(db, cid)).invoices.find(
    (school) => school.school === 'Northgate College',
  );
  if (invoice && invoice.balanceCents > 0)
    await recordPayment(ctx, organizer, cid, {
      school: invoice.school,
      amountCents: invoice.balanceCents,
      paidOn: daysAgo(3),
      method: 'transfer',
      note: 'Team payment for all entries',
    });
  // Last: until here a stopped start leaves the demo marked unfinished, and the next start seeds it again.
  await markDemoDayFinished(db);
  ctx.readCache?.clear();

  return {
    postedEvents: MORNING,
    runningRound: running.ref,
    milliseconds: Math.round(performance.now() - started),
  };
}
