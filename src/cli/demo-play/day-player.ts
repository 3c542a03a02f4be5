import { competitionEndpoints } from '../../shared/contract/competitions';
import { eventEndpoints } from '../../shared/contract/events';
import { scheduleEndpoints } from '../../shared/contract/schedule';
import { DemoPlayError } from './api-client';
import type { Crew } from './crew';
import { JudgePhones } from './crew';
import { nextPlay } from './day-plan';
import { roundSlotSeconds, roundWallMs } from './pacing';
import { RoundPlayer } from './round-player';
import type { Stage } from './stage';

export type DayOptions = {
  competitionId: string;
  speed: number;
  seed: string;
  chairmanPin: string;
};

/**
 * Plays the rest of the day: the organizer opens the results page to the
 * public if it is closed, then round after round in schedule order, giving
 * an event its rounds when its turn comes. Answers why the day ended.
 */
export async function playDay(
  stage: Stage,
  crew: Crew,
  { competitionId, speed, seed, chairmanPin }: DayOptions,
): Promise<string> {
  const params = { competitionId };
  const competition = await stage.call(competitionEndpoints.getCompetition, null, { params });
  stage.say(`${competition.fullName}: playing the day at ${speed}x`);
  if (!competition.resultsPageShown) {
    await stage.call(competitionEndpoints.updateCompetition, crew.admin, {
      params,
      body: { resultsPageShown: true },
    });
    stage.say('organizer shows the results page to the public');
  }
  const phones = new JudgePhones(stage, crew.admin, competitionId);
  const rounds = new RoundPlayer({ stage, crew, phones, seed, chairmanPin });
  for (;;) {
    const schedule = await stage.call(scheduleEndpoints.getSchedule, null, { params });
    const events = await stage.call(eventEndpoints.listEvents, null, { params });
    const play = nextPlay(schedule, events);
    if (play.kind === 'end') return play.reason;
    if (play.kind === 'generate') {
      const planned = (
        await stage.call(scheduleEndpoints.generateRounds, crew.admin, {
          params,
          body: { eventId: play.event.id },
        })
      ).filter((round) => round.eventId === play.event.id);
      if (planned.length === 0)
        throw new DemoPlayError(`Generating rounds for ${play.event.name} made none.`);
      stage.tally.eventsPlanned++;
      stage.say(
        `organizer plans ${play.event.name}: ${planned
          .map(
            (round) =>
              `${round.roundName} (${round.numHeats} heat${round.numHeats === 1 ? '' : 's'})`,
          )
          .join(', ')}`,
      );
      continue;
    }
    const { round } = play;
    const next = schedule[schedule.indexOf(round) + 1];
    const dances = events.find((event) => event.id === round.eventId)?.dances.length ?? 1;
    const floorMs = roundWallMs(roundSlotSeconds(round, next, dances), speed);
    stage.say(
      `${round.eventName}, ${round.roundName} (${round.roundState}, ${round.entryCount} couples): ` +
        `${Math.round(floorMs / 1000)} s on the floor`,
    );
    await rounds.play(
      { competitionId, eventId: round.eventId, roundNumber: round.roundNumber },
      floorMs,
    );
  }
}
