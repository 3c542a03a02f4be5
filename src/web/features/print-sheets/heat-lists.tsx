import { heatListRows } from '../../../domain/printing';
import type { HeatList } from '../../../domain/printing';
import { clockTime } from '../../../domain/schedule-drift';
import type { PrintRound } from '../../../shared/printing';
import { blockClass, sheetClass } from '../../ui/print';
import classes from './heat-lists.module.css';

/**
 * Heat lists for the deck captain and the MC: the rounds in schedule order,
 * each heat's couples with a box to tick at check-in. One flowing document:
 * a heat never splits across pages, and a round starts a new page only when
 * its first heat does not fit.
 */
export function HeatLists({
  competitionName,
  rounds,
  positions,
}: {
  competitionName: string;
  rounds: readonly PrintRound[];
  /** Each round's place in the running order (by round key). */
  positions: ReadonlyMap<string, number>;
}) {
  return (
    <div className={sheetClass}>
      <div className={classes.title}>{competitionName} · Heat lists</div>
      {rounds.map((round) => (
        <RoundHeats key={round.roundKey} round={round} position={positions.get(round.roundKey)} />
      ))}
    </div>
  );
}

function RoundHeats({ round, position }: { round: PrintRound; position: number | undefined }) {
  const heats = heatListRows(round);
  const planned = clockTime(round.plannedStart);
  const title = (
    <h2 className={classes.round}>
      <span>
        {round.eventName} · {round.roundName}
      </span>
      <span className={classes.when}>
        No. {position}
        {planned && ` · ${planned}`} · {round.dances.join(', ')}
      </span>
    </h2>
  );
  if (round.filledBy !== null || heats.length === 0) {
    return (
      <section className={blockClass} aria-label={`${round.eventName} ${round.roundName}`}>
        {title}
        <p className={classes.pending}>
          {round.filledBy !== null
            ? `The couples are those the ${round.filledBy} recalls (${round.expectedCouples}).`
            : 'No couples in this round.'}
        </p>
      </section>
    );
  }
  const [first, ...rest] = heats;
  return (
    <section aria-label={`${round.eventName} ${round.roundName}`}>
      {/* The round's title stays with its first heat. */}
      <div className={blockClass}>
        {title}
        {first && <HeatTable heat={first} />}
      </div>
      {rest.map((heat) => (
        <div key={heat.heat} className={blockClass}>
          <HeatTable heat={heat} />
        </div>
      ))}
    </section>
  );
}

function HeatTable({ heat }: { heat: HeatList[number] }) {
  return (
    <table className={classes.heat}>
      <caption>Heat {heat.heat}</caption>
      <thead>
        <tr>
          <th scope="col" className={classes.number}>
            No.
          </th>
          <th scope="col" className={classes.name}>
            Lead
          </th>
          <th scope="col" className={classes.name}>
            Follow
          </th>
          <th scope="col">School</th>
          <th scope="col" className={classes.check}>
            In
          </th>
        </tr>
      </thead>
      <tbody>
        {heat.rows.map((row, i) => {
          // The reason stays readable: only the couple is struck through.
          const strike = row.scratchReason !== null ? classes.strike : undefined;
          return (
            <tr key={`${row.number}-${i}`}>
              <td className={classes.number}>
                <span className={strike}>{row.number ?? '—'}</span>
                {row.walkOn && <span className={classes.note}> walk-on</span>}
              </td>
              <td className={strike}>{row.leadName}</td>
              <td className={strike}>{row.followName}</td>
              <td>
                <span className={strike}>{row.school}</span>
                {row.scratchReason !== null && (
                  <span className={classes.note}> Scratched: {row.scratchReason}</span>
                )}
              </td>
              <td className={classes.check}>
                <span
                  className={classes.checkBox}
                  role="img"
                  aria-label={row.checkedIn ? 'Checked in' : 'Not checked in'}
                >
                  {row.checkedIn ? '✓' : ''}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
