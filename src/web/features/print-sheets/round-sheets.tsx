import { printableArea, selectPrintRounds } from '../../../domain/printing';
import { PrintPage } from '../../ui/print';
import { usePrintRounds } from './api/print-rounds';
import { HeatLists } from './heat-lists';
import { judgeSheetPages, JudgeSheets } from './judge-sheets';
import type { KindProps } from './kind-props';
import { JudgeChooser, schedulePositions, ScopeChooser } from './print-chooser';

/**
 * The sheets drawn from the day's rounds: judges' marking sheets and heat
 * lists, for the rounds the scope picks, in running order.
 */
export function RoundSheets({
  competitionId,
  competitionName,
  choice,
  onChange,
  frame,
}: KindProps) {
  const print = usePrintRounds(competitionId);
  const data = print.data;
  const rounds = data ? selectPrintRounds(data.rounds, choice.scope) : [];
  const judgePages =
    data && choice.kind === 'judges' ? judgeSheetPages(data, rounds, choice.judgeId) : [];
  const judge = data?.judges.find((item) => item.judgeId === choice.judgeId);

  const problem = print.isError
    ? `The rounds could not be loaded: ${print.error.message}`
    : !data
      ? undefined
      : data.rounds.length === 0
        ? 'No rounds yet. Generate rounds in Events (Event schedule); the sheets follow the running order.'
        : rounds.length === 0
          ? 'No round in this choice. Choose other rounds above.'
          : choice.kind === 'judges' && judgePages.length === 0
            ? judge
              ? `Judge ${judge.letter}, ${judge.name}, judges none of these rounds. Choose another judge or other rounds.`
              : 'None of these rounds has a judge on its panel. Set the panels in Events.'
            : undefined;

  return (
    <PrintPage
      {...frame}
      controls={
        <>
          {frame.controls}
          {data && <ScopeChooser choice={choice} onChange={onChange} rounds={data.rounds} />}
          {data && choice.kind === 'judges' && (
            <JudgeChooser choice={choice} onChange={onChange} judges={data.judges} />
          )}
        </>
      }
      ready={print.isSuccess}
      problem={problem}
    >
      {choice.kind === 'judges' ? (
        <JudgeSheets
          competitionName={competitionName}
          pages={judgePages}
          area={printableArea(frame.choice.paper, frame.choice.orientation)}
        />
      ) : (
        <HeatLists
          competitionName={competitionName}
          rounds={rounds}
          positions={schedulePositions(data?.rounds ?? [])}
        />
      )}
    </PrintPage>
  );
}
