import { chairmanEndpoints } from '../../shared/contract/chairman';
import { deckCaptainEndpoints } from '../../shared/contract/deck-captain';
import { jumbotronEndpoints } from '../../shared/contract/jumbotron';
import { canRearrange } from '../../shared/deck-captain';
import type { RoundJudging } from '../../shared/judging';
import type { JumbotronScene } from '../../shared/jumbotron';
import type { Caller } from './api-client';
import { floorIncident } from './round-steps';
import { numberOf } from './round-marking';
import type { Stage } from './stage';

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')}`;

/**
 * The deck captain at the floor's edge before a round: now and then a couple
 * does not come (a no-show, or scratched from the event), then every couple
 * present is checked in, heat by heat, one tap each.
 */
export async function checkInRound(
  stage: Stage,
  deckCaptain: Caller,
  round: RoundJudging,
  seed: string,
): Promise<void> {
  const competitionId = round.competitionId;
  const params = { competitionId, eventId: round.eventId, roundNumber: round.roundNumber };
  const floor = await stage.call(deckCaptainEndpoints.getDeckCaptainFloor, deckCaptain, {
    params: { competitionId },
  });
  const onFloor = [...floor.now, ...floor.next].find(
    (candidate) => candidate.roundKey === round.roundKey,
  );
  const untouched = round.couples.every((couple) => !couple.checkedIn && !couple.absent);
  const incident = untouched
    ? floorIncident({
        seed,
        roundKey: round.roundKey,
        kind: round.kind,
        couples: round.couples.map((couple) => couple.entryId),
        recallSize: round.recallTarget ?? round.recallSize,
        rearrangeable: onFloor !== undefined && canRearrange(onFloor),
      })
    : null;
  if (incident?.kind === 'no-show') {
    await stage.call(deckCaptainEndpoints.setCoupleAbsent, deckCaptain, {
      params: { ...params, entryId: incident.entryId },
      body: { absent: true },
    });
    stage.tally.noShows++;
    stage.say(`  deck captain: ${numberOf(round, incident.entryId)} is a no-show`);
  } else if (incident?.kind === 'scratch') {
    await stage.call(deckCaptainEndpoints.scratchEntry, deckCaptain, {
      params: { competitionId, eventId: round.eventId, entryId: incident.entryId },
      body: { reason: 'Injured in the warm-up' },
    });
    stage.tally.scratches++;
    stage.say(
      `  deck captain scratches ${numberOf(round, incident.entryId)} (injured in the warm-up)`,
    );
  }

  const waiting = round.couples.filter(
    (couple) => !couple.checkedIn && !couple.absent && couple.entryId !== incident?.entryId,
  );
  const heats = [...new Set(waiting.map((couple) => couple.heat ?? 1))].sort((a, b) => a - b);
  for (const heat of heats) {
    const couples = waiting.filter((couple) => (couple.heat ?? 1) === heat);
    for (const couple of couples) {
      await stage.call(deckCaptainEndpoints.checkInCouple, deckCaptain, {
        params,
        body: { entryId: couple.entryId, checkedIn: true },
      });
      stage.tally.checkIns++;
    }
    stage.say(
      `  deck captain checks in heat ${heat}: ${couples.map((couple) => numberOf(round, couple.entryId)).join(' ')}`,
    );
  }
}

/** The chairman approves and locks a posted round, setting the demo's PIN first if none is set. */
export async function approveRound(
  stage: Stage,
  chairman: Caller,
  round: RoundJudging,
  pin: string,
): Promise<void> {
  const competitionId = round.competitionId;
  const overview = await stage.call(chairmanEndpoints.chairmanOverview, chairman, {
    params: { competitionId },
  });
  if (overview.pin === null) {
    await stage.call(chairmanEndpoints.setChairmanPin, chairman, {
      params: { competitionId },
      body: { pin },
    });
    stage.say(`  chairman sets the approval PIN (${pin})`);
  }
  await stage.call(chairmanEndpoints.lockRound, chairman, {
    params: { competitionId, eventId: round.eventId, roundNumber: round.roundNumber },
    body: { pin },
  });
  stage.tally.roundsApproved++;
  stage.say(`  chairman approves and locks the ${round.roundName}`);
}

/**
 * The jumbotron operator puts a posted round on the big screen: the numbers
 * recalled, or a final revealed place by place from last to first, each
 * step at its moment (`at` turns a fraction of the reveal time into one).
 */
export async function showOnJumbotron(
  stage: Stage,
  operator: Caller,
  round: RoundJudging,
  at: (fraction: number) => Promise<void>,
): Promise<void> {
  const competitionId = round.competitionId;
  let { version } = await stage.call(jumbotronEndpoints.getJumbotronControl, operator, {
    params: { competitionId },
  });
  const show = async (scene: JumbotronScene) => {
    const view = await stage.call(jumbotronEndpoints.showJumbotronScene, operator, {
      params: { competitionId },
      body: { scene, expectedVersion: version },
    });
    version = view.version;
    return view.content;
  };
  if (round.kind === 'recall') {
    await show({ kind: 'recall', eventId: round.eventId, roundNumber: round.roundNumber });
    stage.say(`  jumbotron shows the couples recalled from the ${round.roundName}`);
    return;
  }
  const opening = await show({ kind: 'finalReveal', eventId: round.eventId, revealed: 0 });
  const steps = opening.kind === 'finalReveal' ? opening.steps : 0;
  stage.say(`  jumbotron opens the final's reveal (${steps} places)`);
  for (let revealed = 1; revealed <= steps; revealed++) {
    await at(revealed / steps);
    const content = await show({ kind: 'finalReveal', eventId: round.eventId, revealed });
    const place = content.kind === 'finalReveal' ? content.places[revealed - 1] : undefined;
    stage.tally.placesRevealed++;
    if (place)
      stage.say(
        `  jumbotron reveals ${ordinal(place.position)} place: ${place.couples
          .map((couple) => `#${couple.number ?? '?'} ${couple.leadName} & ${couple.followName}`)
          .join(', ')}`,
      );
  }
}
