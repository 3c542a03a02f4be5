import type { JumbotronScene, SceneKind } from '../../../shared/jumbotron';
import type { ScheduleRound } from '../../../shared/schedule';

/** The controller's form as the operator fills it in; which fields count depends on the kind. */
export type SceneDraft = {
  kind: SceneKind;
  /** Welcome line or custom message. */
  text: string;
  sponsor: string;
  /** The schedule's `roundId` of a heat, on-deck or recall scene. */
  roundId: string | null;
  heat: number | null;
  /** The event whose final is revealed. */
  eventId: string | null;
};

export const EMPTY_DRAFT: SceneDraft = {
  kind: 'welcome',
  text: '',
  sponsor: '',
  roundId: null,
  heat: null,
  eventId: null,
};

export type Choice = { value: string; label: string };

const roundLabel = (round: ScheduleRound) =>
  `${round.eventName} ${round.roundName} (${round.roundState})`;

/**
 * The rounds a scene can name: a heat or on-deck call any round with
 * couples; a recall a posted round before the final. The schedule says which
 * are posted; the server still decides (it refuses withdrawn results).
 */
export function roundChoices(rounds: readonly ScheduleRound[], kind: SceneKind): Choice[] {
  const fits = (round: ScheduleRound) =>
    kind === 'recall'
      ? round.roundNumber > 1 && round.roundState === 'Posted'
      : round.roundState !== 'Skipped' && round.entryCount > 0;
  return rounds.filter(fits).map((round) => ({ value: round.roundId, label: roundLabel(round) }));
}

/** Events whose final is posted, for a final reveal. */
export function finalChoices(rounds: readonly ScheduleRound[]): Choice[] {
  return rounds
    .filter((round) => round.roundNumber === 1 && round.roundState === 'Posted')
    .map((round) => ({ value: round.eventId, label: round.eventName }));
}

/** The heats of the round picked, 1 to its number of heats. */
export function heatChoices(round: ScheduleRound | undefined): Choice[] {
  const count = Math.max(1, round?.numHeats ?? 1);
  return Array.from({ length: count }, (_, i) => ({
    value: String(i + 1),
    label: `Heat ${i + 1}`,
  }));
}

/** The scene the draft describes, or null while it lacks what its kind needs. */
export function sceneOf(
  draft: SceneDraft,
  rounds: readonly ScheduleRound[],
): JumbotronScene | null {
  const round = rounds.find((r) => r.roundId === draft.roundId);
  switch (draft.kind) {
    case 'welcome': {
      const text = draft.text.trim();
      const sponsor = draft.sponsor.trim();
      return { kind: 'welcome', ...(text && { text }), ...(sponsor && { sponsor }) };
    }
    case 'message':
      return draft.text.trim() ? { kind: 'message', text: draft.text.trim() } : null;
    case 'heat':
      return round && draft.heat !== null
        ? { kind: 'heat', eventId: round.eventId, roundNumber: round.roundNumber, heat: draft.heat }
        : null;
    case 'onDeck':
    case 'recall':
      return round
        ? { kind: draft.kind, eventId: round.eventId, roundNumber: round.roundNumber }
        : null;
    case 'finalReveal':
      return draft.eventId === null
        ? null
        : { kind: 'finalReveal', eventId: draft.eventId, revealed: 0 };
  }
}
