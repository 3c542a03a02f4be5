import type { CSSProperties } from 'react';
import { collateJudgeSheets, judgeSheet } from '../../../domain/printing';
import type { JudgeSheet } from '../../../domain/printing';
import type { PrintRound, PrintRounds } from '../../../shared/printing';
import { sheetClass } from '../../ui/print';
import {
  DANCE_TITLE_MM,
  finalLayout,
  recallLayout,
  SHEET_FOOTER_MM,
  SHEET_HEADER_MM,
} from './sheet-layout';
import type { Area } from './sheet-layout';
import classes from './judge-sheets.module.css';

export type JudgeSheetPage = { key: string; sheet: JudgeSheet };

/**
 * The pages to print, collated per judge (in letter order), each judge's
 * rounds in running order: a judge is handed one stack for the session.
 */
export function judgeSheetPages(
  data: PrintRounds,
  rounds: readonly PrintRound[],
  judgeId: string | null,
): JudgeSheetPage[] {
  const byKey = new Map(rounds.map((round) => [round.roundKey, round]));
  return collateJudgeSheets(rounds, data.judges)
    .piles.filter((stack) => judgeId === null || stack.judgeId === judgeId)
    .flatMap((stack) => {
      const judge = data.judges.find((item) => item.judgeId === stack.judgeId);
      if (!judge) return [];
      return stack.roundKeys.flatMap((roundKey) => {
        const round = byKey.get(roundKey);
        return round
          ? [{ key: `${stack.judgeId}/${roundKey}`, sheet: judgeSheet(round, judge) }]
          : [];
      });
    });
}

const mm = (value: number) => `${value}mm`;

/** Every judge's sheets, one page each. */
export function JudgeSheets({
  competitionName,
  pages,
  area,
}: {
  competitionName: string;
  pages: readonly JudgeSheetPage[];
  area: Area;
}) {
  const heights = {
    // A hair under the page, so rounding never spills a sheet onto a second page.
    '--page-height': mm(area.height - 2),
    '--header-height': mm(SHEET_HEADER_MM),
    '--footer-height': mm(SHEET_FOOTER_MM),
    '--dance-title-height': mm(DANCE_TITLE_MM),
  } as CSSProperties;
  return (
    <div style={heights}>
      {pages.map(({ key, sheet }) => (
        <section
          key={key}
          className={`${sheetClass} ${classes.sheet}`}
          aria-label={`Judge ${sheet.judge.letter}, ${sheet.eventName} ${sheet.roundName}`}
        >
          <SheetHeader competitionName={competitionName} sheet={sheet} />
          {sheet.kind === 'final' ? (
            <FinalMarks sheet={sheet} area={area} />
          ) : (
            <RecallMarks sheet={sheet} area={area} />
          )}
          <footer className={classes.footer}>
            <span>Signature</span>
            <span className={classes.line} />
            <span>Date</span>
            <span className={`${classes.line} ${classes.shortLine}`} />
          </footer>
        </section>
      ))}
    </div>
  );
}

function SheetHeader({ competitionName, sheet }: { competitionName: string; sheet: JudgeSheet }) {
  return (
    <header className={classes.header}>
      <div className={classes.headerText}>
        <div className={classes.competition}>{competitionName}</div>
        <div className={classes.round}>
          {sheet.eventName} · {sheet.roundName}
        </div>
        <div>{sheet.dances.map((dance) => dance.dance).join(', ')}</div>
        <div className={classes.judge}>
          Judge {sheet.judge.letter}: {sheet.judge.name}
        </div>
        {sheet.awaiting !== null && (
          <div className={classes.awaiting}>
            The couples are those the {sheet.awaiting} recalls: write their numbers in.
          </div>
        )}
      </div>
      <div className={classes.instruction}>
        {sheet.kind === 'final' ? 'Place every couple' : `Recall ${sheet.recallCount ?? '____'}`}
      </div>
    </header>
  );
}

type RecallSheet = Extract<JudgeSheet, { kind: 'recall' }>;
type FinalSheet = Extract<JudgeSheet, { kind: 'final' }>;

/** Per dance, each heat's couples with a box to tick; blank numbered boxes while the couples are not known. */
function RecallMarks({ sheet, area }: { sheet: RecallSheet; area: Area }) {
  const [first] = sheet.dances;
  const heatSizes = first
    ? first.blankBoxes > 0
      ? [first.blankBoxes]
      : first.heats.map((heat) => heat.numbers.length)
    : [];
  const layout = recallLayout(sheet.dances.length, heatSizes, area);
  const style = {
    '--columns': layout.columns,
    '--box-width': mm(layout.boxWidth),
    '--box-height': mm(layout.boxHeight),
  } as CSSProperties;
  return (
    <div className={classes.marks} style={style}>
      {sheet.dances.map(({ dance, heats, blankBoxes }) => (
        <div key={dance} className={classes.dance}>
          <div className={classes.danceTitle}>{dance}</div>
          {blankBoxes > 0 ? (
            <div className={classes.heat}>
              <div className={classes.heatLabel}>Write in</div>
              <div className={classes.boxes}>
                {Array.from({ length: blankBoxes }, (_, i) => (
                  <div key={i} className={`${classes.box} ${classes.blank}`}>
                    <span className={classes.boxIndex}>{i + 1}.</span>
                  </div>
                ))}
              </div>
            </div>
          ) : (
            heats.map(({ heat, numbers }) => (
              <div key={heat} className={classes.heat}>
                <div className={classes.heatLabel}>Heat {heat}</div>
                <div className={classes.boxes}>
                  {numbers.map((number, i) => (
                    <div key={i} className={classes.box}>
                      <span className={classes.boxNumber}>{number}</span>
                    </div>
                  ))}
                </div>
              </div>
            ))
          )}
        </div>
      ))}
    </div>
  );
}

/** Per dance a grid: a row per couple, a column per place; the judge marks one place a row. */
function FinalMarks({ sheet, area }: { sheet: FinalSheet; area: Area }) {
  const couples = sheet.dances[0]?.numbers.length ?? 0;
  const layout = finalLayout(sheet.dances.length, couples, area);
  const style = {
    '--grids-per-row': layout.gridsPerRow,
    '--cell': mm(layout.cell),
  } as CSSProperties;
  return (
    <div className={classes.finals} style={style}>
      {sheet.dances.map(({ dance, numbers, places }) => (
        <div key={dance}>
          <div className={classes.danceTitle}>{dance}</div>
          <table className={classes.grid}>
            <thead>
              <tr>
                <th scope="col">No.</th>
                {places.map((place) => (
                  <th key={place} scope="col">
                    {place}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {numbers.map((number, i) => (
                <tr key={i}>
                  <th scope="row">{number}</th>
                  {places.map((place) => (
                    <td key={place} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
