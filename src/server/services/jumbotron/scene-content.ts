import type { Kysely, Transaction } from 'kysely';
import { revealStepCount, revealSteps } from '../../../domain/jumbotron';
import { byNumber } from '../../../domain/mc';
import type { RoundCouple } from '../../../shared/judging';
import { FinalResultsSchema } from '../../../shared/judging';
import type { JumbotronContent, JumbotronCouple, JumbotronScene } from '../../../shared/jumbotron';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { RoundRecord } from '../judging/round-store';
import { findRound, postedResult, roundCouples, roundCouplesOnFloor } from '../judging/round-store';
import { heatOf } from '../../../domain/floor';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * Who sees the content: the public screen gets only the revealed places of a
 * final; a controller's preview gets every place, each marked, and is
 * refused a reveal past first place (as a scene to show is).
 */
export type Audience = 'screen' | 'preview';

type Scene<K extends JumbotronScene['kind']> = Extract<JumbotronScene, { kind: K }>;

/**
 * What the jumbotron draws for a scene, read from the rounds, their couples
 * (scratched couples left out) and what posting stored. A scene that names
 * what does not exist, or results not posted, is refused with the reason
 * (an AppError). Results withdrawn from the public are shown: see findEvent.
 */
export async function sceneContent(
  db: Reader,
  competitionId: string,
  scene: JumbotronScene,
  audience: Audience,
): Promise<JumbotronContent> {
  switch (scene.kind) {
    case 'welcome':
      return { kind: 'welcome', text: scene.text ?? null, sponsor: scene.sponsor ?? null };
    case 'message':
      return { kind: 'message', text: scene.text };
    case 'heat':
      return heatContent(db, competitionId, scene);
    case 'onDeck':
      return onDeckContent(db, competitionId, scene);
    case 'recall':
      return recallContent(db, competitionId, scene);
    case 'finalReveal':
      return finalRevealContent(db, competitionId, scene, audience);
  }
}

const presentCouple = (couple: JumbotronCouple): JumbotronCouple => ({
  entryId: couple.entryId,
  number: couple.number,
  leadName: couple.leadName,
  followName: couple.followName,
  affiliation: couple.affiliation,
});

/** A round's dancing couples by heat (a couple with no heat drawn dances in heat 1). */
function byHeat(couples: readonly RoundCouple[]): Map<number, JumbotronCouple[]> {
  const heats = new Map<number, JumbotronCouple[]>();
  for (const couple of couples) {
    const heat = heatOf(couple.heat);
    heats.set(heat, [...(heats.get(heat) ?? []), presentCouple(couple)]);
  }
  return new Map([...heats].sort(([a], [b]) => a - b));
}

/**
 * The event, which must belong to the competition. Whether its results are
 * public does not matter here: the venue screen is the organizers' own
 * announcement, so a final withdrawn until it is revealed can be revealed.
 */
async function findEvent(db: Reader, competitionId: string, eventId: string) {
  const event = await db
    .selectFrom('events')
    .select(['id', 'name', 'dances'])
    .where('competition_id', '=', competitionId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw errors.eventNotFound(eventId);
  return {
    name: event.name,
    dances: JSON.parse(event.dances) as string[],
  };
}

async function findSceneRound(
  db: Reader,
  competitionId: string,
  scene: { eventId: string; roundNumber: number },
): Promise<RoundRecord> {
  await findEvent(db, competitionId, scene.eventId);
  return findRound(db, competitionId, scene.eventId, scene.roundNumber);
}

const titleOf = (round: RoundRecord) => ({
  eventName: round.eventName,
  roundName: round.roundName,
  dances: round.dances,
});

async function heatContent(
  db: Reader,
  competitionId: string,
  scene: Scene<'heat'>,
): Promise<JumbotronContent> {
  const round = await findSceneRound(db, competitionId, scene);
  const heats = byHeat(await roundCouples(db, round));
  const couples = heats.get(scene.heat);
  if (!couples) throw errors.heatNotFound(round, scene.heat, [...heats.keys()]);
  return { kind: 'heat', ...titleOf(round), heat: scene.heat, heats: heats.size, couples };
}

async function onDeckContent(
  db: Reader,
  competitionId: string,
  scene: Scene<'onDeck'>,
): Promise<JumbotronContent> {
  const round = await findSceneRound(db, competitionId, scene);
  const heats = byHeat(await roundCouples(db, round));
  if (heats.size === 0) throw errors.roundWithoutCouples(round);
  return {
    kind: 'onDeck',
    ...titleOf(round),
    heats: [...heats].map(([heat, couples]) => ({ heat, couples })),
  };
}

async function recallContent(
  db: Reader,
  competitionId: string,
  scene: Scene<'recall'>,
): Promise<JumbotronContent> {
  const round = await findSceneRound(db, competitionId, scene);
  const posted = round.state === 'Posted' ? await postedResult(db, round) : null;
  if (posted?.computation.kind !== 'recall') throw errors.recallNotPosted(round, round.state);
  // Every couple that danced, scratched later or not: the recall is what was posted.
  const danced = new Map(
    (await roundCouplesOnFloor(db, round)).map((couple) => [couple.entryId, couple]),
  );
  const recalled = byNumber(
    posted.computation.recalled.flatMap((entryId) => {
      const couple = danced.get(entryId);
      return couple ? [presentCouple(couple)] : [];
    }),
  );
  const next = await db
    .selectFrom('rounds')
    .select('round_name')
    .where('competition_id', '=', competitionId)
    .where('event_id', '=', scene.eventId)
    .where('round_number', '=', scene.roundNumber - 1)
    .executeTakeFirst();
  return {
    kind: 'recall',
    ...titleOf(round),
    nextRoundName: next?.round_name ?? 'the next round',
    recalled,
  };
}

async function finalRevealContent(
  db: Reader,
  competitionId: string,
  scene: Scene<'finalReveal'>,
  audience: Audience,
): Promise<JumbotronContent> {
  const event = await findEvent(db, competitionId, scene.eventId);
  const row = await db
    .selectFrom('final_results')
    .select('payload')
    .where('event_id', '=', scene.eventId)
    .executeTakeFirst();
  const parsed = row && FinalResultsSchema.safeParse(JSON.parse(row.payload));
  if (!parsed?.success) throw errors.finalNotPosted(event.name);
  const places = parsed.data.places;
  const steps = revealStepCount(places);
  if (audience === 'preview' && scene.revealed > steps)
    throw errors.revealTooFar(event.name, steps);
  // A final posted again with fewer places shows them all, never more.
  const revealed = Math.min(scene.revealed, steps);
  const all = revealSteps(places, revealed).map((step) => ({
    position: step.position,
    couples: step.couples.map(presentCouple),
    revealed: step.revealed,
  }));
  return {
    kind: 'finalReveal',
    eventName: event.name,
    dances: event.dances,
    steps,
    revealed,
    // The screen never receives a place it does not show yet.
    places: audience === 'screen' ? all.filter((place) => place.revealed) : all,
  };
}
