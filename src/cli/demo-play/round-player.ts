import { judgingEndpoints } from '../../shared/contract/judging';
import { registrationEndpoints } from '../../shared/contract/registration';
import type { RoundJudging } from '../../shared/judging';
import type { EventEntries } from '../../shared/registration';
import { demoHiddenRanking } from '../../server/seed/demo-marks';
import { DemoPlayError } from './api-client';
import type { Crew, JudgePhones } from './crew';
import { approveRound, checkInRound, showOnJumbotron } from './floor-and-screen';
import { markRound, numberOf } from './round-marking';
import { chooseTieCut, nextRoundStep } from './round-steps';
import type { RoundStep } from './round-steps';
import type { Stage } from './stage';

/** When each part of a round happens, as fractions of its time on the floor. */
const MOMENTS = {
  start: 0.1,
  marking: { from: 0.15, to: 0.85 },
  post: 0.88,
  approve: 0.92,
  screen: { from: 0.94, to: 1 },
} as const;

export type RoundPlayerDeps = {
  stage: Stage;
  crew: Crew;
  phones: JudgePhones;
  seed: string;
  chairmanPin: string;
};

/**
 * Plays one round to its end from whatever state it is in (a round picked up
 * while running carries on with the sheets still missing): each pass reads
 * the round as the scrutineer sees it and does the next step at its moment
 * of the round's time on the floor.
 */
export class RoundPlayer {
  private readonly rankings = new Map<string, string[]>();
  private entries: EventEntries[] | undefined;
  private correctionDone = false;

  constructor(private readonly deps: RoundPlayerDeps) {}

  async play(
    ref: { competitionId: string; eventId: string; roundNumber: number },
    floorMs: number,
  ): Promise<void> {
    const { stage, crew } = this.deps;
    const began = Date.now();
    const at = (fraction: number) => stage.until(began + fraction * floorMs);
    const between = (from: number, to: number) => (fraction: number) =>
      at(from + (to - from) * fraction);
    let postedHere: RoundJudging | null = null;
    let previous: RoundStep | null = null;
    for (;;) {
      const round = await stage.call(judgingEndpoints.getRoundJudging, crew.scrutineer, {
        params: ref,
      });
      const step = nextRoundStep(round);
      if (step === previous && step !== 'done')
        throw new DemoPlayError(
          `${round.eventName}, ${round.roundName} stays ${round.roundState} after "${step}": the replay cannot move it on.`,
        );
      previous = step;
      switch (step) {
        case 'check-in':
          await checkInRound(stage, crew.deckCaptain, round, this.deps.seed);
          break;
        case 'start':
          await at(MOMENTS.start);
          await stage.call(judgingEndpoints.startRound, crew.scrutineer, { params: ref, body: {} });
          stage.tally.roundsStarted++;
          stage.say(`  scrutineer starts the ${round.roundName}: the judges' phones show it`);
          break;
        case 'mark': {
          const { corrected } = await markRound({
            stage,
            round,
            ranking: await this.rankingOf(round),
            phones: this.deps.phones,
            scrutineer: crew.scrutineer,
            seed: this.deps.seed,
            correct: !this.correctionDone,
            at: between(MOMENTS.marking.from, MOMENTS.marking.to),
          });
          if (corrected) this.correctionDone = true;
          break;
        }
        case 'post':
          await at(MOMENTS.post);
          postedHere = await this.post(round);
          break;
        case 'approve':
          await at(MOMENTS.approve);
          await approveRound(stage, crew.chairman, round, this.deps.chairmanPin);
          break;
        case 'done':
          if (postedHere)
            await showOnJumbotron(
              stage,
              crew.jumbotron,
              postedHere,
              between(MOMENTS.screen.from, MOMENTS.screen.to),
            );
          await at(1);
          return;
      }
    }
  }

  /** The scrutineer computes, settles a tie at the cut by the replay's rule, and posts. */
  private async post(round: RoundJudging): Promise<RoundJudging> {
    const { stage, crew } = this.deps;
    const params = {
      competitionId: round.competitionId,
      eventId: round.eventId,
      roundNumber: round.roundNumber,
    };
    const computed = await stage.call(judgingEndpoints.computeRound, crew.scrutineer, {
      params,
    });
    let tieChoice: 'recall-more' | 'recall-fewer' | undefined;
    if (computed.kind === 'recall' && computed.tie) {
      tieChoice = chooseTieCut(computed);
      const option = computed.options.find((candidate) => candidate.choice === tieChoice);
      if (!option)
        throw new DemoPlayError(
          `${round.eventName}, ${round.roundName}: couples tie at the cut and the engine offers no cut that keeps them together.`,
        );
      stage.tally.tiesSettled++;
      stage.say(
        `  tie at the cut: ${computed.tie.couples.map((couple) => numberOf(round, couple)).join(' ')} ` +
          `have ${computed.tie.marks} marks each; the chairman's call: ${option.label}`,
      );
    }
    const posted = await stage.call(judgingEndpoints.postRound, crew.scrutineer, {
      params,
      body: tieChoice ? { tieChoice } : {},
    });
    stage.tally.roundsPosted++;
    const result = posted.posted;
    if (result?.computation.kind === 'recall') {
      const recalled = byNumber(round, result.computation.recalled);
      stage.say(
        `  scrutineer posts: ${recalled.length} couples recalled: ${recalled.map((couple) => numberOf(round, couple)).join(' ')}`,
      );
    } else if (result) {
      const podium = Object.entries(result.placements)
        .sort((a, b) => Number(a[1]) - Number(b[1]))
        .slice(0, 3)
        .map(([couple, place]) => `${place}. ${numberOf(round, couple)}`);
      stage.say(`  scrutineer posts the final: ${podium.join(', ')}`);
    }
    return posted;
  }

  /**
   * The round's dancing couples, best first, in the event's hidden ranking
   * drawn over all its entries, so every round of an event agrees however
   * far into the day the replay begins. A couple not entered (a walk-on) comes last.
   */
  private async rankingOf(round: RoundJudging): Promise<string[]> {
    let ranking = this.rankings.get(round.eventId);
    if (!ranking) {
      this.entries ??= await this.deps.stage.call(registrationEndpoints.listEntries, null, {
        params: { competitionId: round.competitionId },
      });
      const entered = this.entries
        .find((event) => event.eventId === round.eventId)
        ?.entries.map((entry) => entry.entryId)
        .sort();
      ranking = demoHiddenRanking(`${this.deps.seed}/${round.eventId}`, entered ?? []);
      this.rankings.set(round.eventId, ranking);
    }
    const dancing = round.couples
      .filter((couple) => !couple.absent)
      .map((couple) => couple.entryId);
    return [
      ...ranking.filter((couple) => dancing.includes(couple)),
      ...dancing.filter((couple) => !ranking.includes(couple)),
    ];
  }
}

/** Couples in the order of their numbers, as the MC calls them. */
const byNumber = (round: RoundJudging, couples: readonly string[]) => {
  const number = (entryId: string) =>
    round.couples.find((couple) => couple.entryId === entryId)?.number ?? Infinity;
  return [...couples].sort((a, b) => number(a) - number(b));
};
