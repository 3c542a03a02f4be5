import { Select } from '@mantine/core';
import { plannedDays } from '../../../domain/printing';
import type { PrintScope } from '../../../domain/printing';
import { clockTime } from '../../../domain/schedule-drift';
import type { PrintJudge, PrintRound } from '../../../shared/printing';
import type { StaffRole } from '../../../shared/staff';
import { formatDay } from '../../lib/format-date';
import { kindRefusal } from './kind-access';
import { SCOPE_KINDS, SHEET_KINDS } from './print-choice';
import type { PrintChoice } from './print-choice';

type Change = (next: Partial<PrintChoice>) => void;

const SELECT_WIDTH = 260;

/**
 * What to print: judges' sheets, heat lists, back numbers, results sheets. A
 * kind the roles cannot print is shown disabled, with who can.
 */
export function KindChooser({
  choice,
  onChange,
  roles,
}: {
  choice: PrintChoice;
  onChange: Change;
  roles: readonly StaffRole[];
}) {
  return (
    <Select
      label="Print"
      w={180}
      allowDeselect={false}
      value={choice.kind}
      onChange={(kind) => {
        const option = SHEET_KINDS.find((item) => item.kind === kind);
        if (option) onChange({ kind: option.kind });
      }}
      data={SHEET_KINDS.map((option) => {
        const refusal = kindRefusal(option.kind, roles);
        return refusal
          ? { value: option.kind, label: `${option.label} (${refusal})`, disabled: true }
          : { value: option.kind, label: option.label };
      })}
    />
  );
}

/**
 * A round's place in the running order as the schedule screen numbers it
 * (1, 2, 3...): `rounds` come in running order.
 */
export const schedulePositions = (rounds: readonly PrintRound[]) =>
  new Map(rounds.map((round, i) => [round.roundKey, i + 1]));

/** "12 · 10:30 Newcomer Standard Waltz, Final": a round as the schedule lists it. */
const roundLabel = (round: PrintRound, position: number | undefined) =>
  [`${position} ·`, clockTime(round.plannedStart), `${round.eventName}, ${round.roundName}`]
    .filter(Boolean)
    .join(' ');

const roundValue = (round: Pick<PrintRound, 'eventId' | 'roundNumber'>) =>
  `${round.eventId}/${round.roundNumber}`;

/** A sensible scope of each kind to start from: the first round, the whole schedule, the first day. */
function startingScope(kind: PrintScope['kind'], rounds: readonly PrintRound[]): PrintScope {
  const [first] = rounds;
  const last = rounds.at(-1);
  const [day] = plannedDays(rounds);
  if (kind === 'round' && first)
    return { kind, eventId: first.eventId, roundNumber: first.roundNumber };
  if (kind === 'range' && first && last)
    return { kind, from: first.scheduleIndex, to: last.scheduleIndex };
  if (kind === 'day' && day) return { kind, day };
  return { kind: 'all' };
}

/**
 * Which rounds: all, one day (from the rounds' planned starts), a part of the
 * schedule (a session: from one position to another) or one round. `rounds`
 * are the day's rounds in running order.
 */
export function ScopeChooser({
  choice,
  onChange,
  rounds,
}: {
  choice: PrintChoice;
  onChange: Change;
  rounds: readonly PrintRound[];
}) {
  const { scope } = choice;
  const positions = schedulePositions(rounds);
  const label = (round: PrintRound) => roundLabel(round, positions.get(round.roundKey));
  const roundOptions = rounds.map((round) => ({
    value: String(round.scheduleIndex),
    label: label(round),
  }));
  const setScope = (next: PrintScope) => onChange({ scope: next });
  return (
    <>
      <Select
        label="Rounds"
        w={200}
        allowDeselect={false}
        value={scope.kind}
        onChange={(kind) => {
          const option = SCOPE_KINDS.find((item) => item.kind === kind);
          if (option) setScope(startingScope(option.kind, rounds));
        }}
        data={SCOPE_KINDS.map((option) => ({ value: option.kind, label: option.label }))}
      />
      {scope.kind === 'round' && (
        <Select
          label="Round"
          w={SELECT_WIDTH}
          searchable
          allowDeselect={false}
          value={roundValue(scope)}
          onChange={(value) => {
            const round = rounds.find((item) => roundValue(item) === value);
            if (round)
              setScope({ kind: 'round', eventId: round.eventId, roundNumber: round.roundNumber });
          }}
          data={rounds.map((round) => ({ value: roundValue(round), label: label(round) }))}
        />
      )}
      {scope.kind === 'range' && (
        <>
          <Select
            label="From"
            w={SELECT_WIDTH}
            searchable
            allowDeselect={false}
            value={String(scope.from)}
            onChange={(value) => value && setScope({ ...scope, from: Number(value) })}
            data={roundOptions}
          />
          <Select
            label="To"
            w={SELECT_WIDTH}
            searchable
            allowDeselect={false}
            value={String(scope.to)}
            onChange={(value) => value && setScope({ ...scope, to: Number(value) })}
            data={roundOptions}
          />
        </>
      )}
      {scope.kind === 'day' && (
        <Select
          label="Day"
          w={SELECT_WIDTH}
          allowDeselect={false}
          value={scope.day}
          onChange={(day) => day && setScope({ kind: 'day', day })}
          data={plannedDays(rounds).map((day) => ({ value: day, label: formatDay(day) }))}
        />
      )}
    </>
  );
}

const EVERY_JUDGE = '';

/** Judges' sheets of one judge only (a judge who arrives late, a lost sheet), or of all. */
export function JudgeChooser({
  choice,
  onChange,
  judges,
}: {
  choice: PrintChoice;
  onChange: Change;
  judges: readonly PrintJudge[];
}) {
  return (
    <Select
      label="Judge"
      w={220}
      allowDeselect={false}
      value={choice.judgeId ?? EVERY_JUDGE}
      onChange={(value) => onChange({ judgeId: value || null })}
      data={[
        { value: EVERY_JUDGE, label: 'Every judge' },
        ...judges.map((judge) => ({
          value: judge.judgeId,
          label: `${judge.letter}: ${judge.name}`,
        })),
      ]}
    />
  );
}
