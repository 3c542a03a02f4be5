import type { PrintEventResults, PrintResults } from '../../../shared/printing';
import type { RoundResult } from '../../../shared/results';
import { formatMoment } from '../../lib/format-moment';
import { blockClass, sheetClass } from '../../ui/print';
import { FinalRound, RecallRound } from '../../ui/results-tables';
import { chairmanApproval } from './chairman-approval';
import classes from './results-sheets.module.css';

/**
 * The results sheets: per event, the posted rounds (the final first) with the
 * very tables of the public results page, the judges' legend, and the
 * chairman's approval, for the wall and the chairman's signature.
 */
export function ResultsSheets({ data }: { data: PrintResults }) {
  return data.events.map((event) => (
    <EventSheet key={event.event.eventId} competitionName={data.competitionName} event={event} />
  ));
}

function EventSheet({
  competitionName,
  event,
}: {
  competitionName: string;
  event: PrintEventResults;
}) {
  // Round numbers count up from the final, so the final comes first.
  const rounds = [...event.rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  return (
    <section
      className={`${sheetClass} ${classes.results}`}
      aria-label={`Results of ${event.event.name}`}
    >
      <header className={classes.header}>
        <div>{competitionName}</div>
        <h2 className={classes.eventName}>{event.event.name}</h2>
        <div>
          {[event.event.style, event.event.level, event.event.dances.join(', ')]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </header>
      {event.judges.length > 0 && (
        <ul className={classes.legend} aria-label="Judges">
          {event.judges.map((judge) => (
            <li key={judge.letter}>
              <b>{judge.letter}</b> {judge.name}
            </li>
          ))}
        </ul>
      )}
      {rounds.map((round) => (
        <RoundSection key={round.roundNumber} round={round} />
      ))}
      <Approval event={event} />
    </section>
  );
}

function RoundSection({ round }: { round: RoundResult }) {
  return (
    <section className={classes.round} aria-label={round.roundName}>
      <h3 className={`${classes.roundName} ${blockClass}`}>
        {round.roundName}{' '}
        <span className={classes.roundFacts}>
          {round.dances.join(', ')} · {round.couples.length} couples
          {round.kind === 'recall' && ` · ${round.recalled.length} recalled`}
        </span>
      </h3>
      {round.kind === 'recall' ? <RecallRound round={round} /> : <FinalRound round={round} />}
    </section>
  );
}

/** The chairman's approval once every posted round is locked, with a line to sign; else a plain "not yet". */
function Approval({ event }: { event: PrintEventResults }) {
  const approval = chairmanApproval(event);
  return (
    <footer className={`${classes.approval} ${blockClass}`}>
      {approval ? (
        <>
          <p>
            Approved by the chairman {approval.lockedBy}, {formatMoment(approval.lockedAt)}
          </p>
          <p className={classes.signature}>Chairman&apos;s signature</p>
        </>
      ) : (
        <p>Not approved by the chairman yet</p>
      )}
    </footer>
  );
}
