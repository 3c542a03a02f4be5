import type { CSSProperties } from 'react';
import { printableArea } from '../../../domain/printing';
import type { PublicCompetitor } from '../../../shared/registration';
import { PrintPage, sheetClass } from '../../ui/print';
import { useCompetitors } from '../competitors/api/get-competitors';
import type { KindProps } from './kind-props';
import type { Area } from './sheet-layout';
import classes from './back-numbers.module.css';

/** Competitors who dance: at least one entry, by number (the list comes by number). */
const dancingCompetitors = (competitors: readonly PublicCompetitor[]) =>
  competitors.filter((competitor) => competitor.eventCount > 0);

/**
 * The number's height: as big as the page allows, narrower for long numbers
 * (a bold figure is about 0.7 of its font size wide), leaving room for the name.
 */
function numberSize(digits: number, area: Area): string {
  const byWidth = (area.width * 0.92) / (0.72 * digits);
  const byHeight = (area.height - 20) / 1.05;
  return `${Math.floor(Math.min(byWidth, byHeight))}mm`;
}

/** One competitor number per landscape page, to pin on the lead's back. */
function BackNumbers({
  competitionName,
  competitors,
  area,
}: {
  competitionName: string;
  competitors: readonly PublicCompetitor[];
  area: Area;
}) {
  return competitors.map((competitor) => (
    <section
      key={competitor.id}
      className={sheetClass}
      aria-label={`Back number ${competitor.number}`}
    >
      <div
        className={classes.backNumberPage}
        style={
          {
            // A hair under the page, so rounding never spills a number onto a second page.
            '--page-height': `${area.height - 2}mm`,
            '--figure': numberSize(String(competitor.number).length, area),
          } as CSSProperties
        }
      >
        <div className={classes.backNumberName}>{competitionName}</div>
        <div className={classes.backNumberFigure}>{competitor.number}</div>
      </div>
    </section>
  ));
}

/** Back numbers of every competitor with an entry, always landscape. */
export function BackNumberSheets({ competitionId, competitionName, frame }: KindProps) {
  const competitors = useCompetitors(competitionId);
  const dancing = dancingCompetitors(competitors.data ?? []);
  const choice = { ...frame.choice, orientation: 'landscape' as const };
  return (
    <PrintPage
      {...frame}
      choice={choice}
      orientationFixed
      ready={competitors.isSuccess}
      problem={
        competitors.isError
          ? `The competitors could not be loaded: ${competitors.error.message}`
          : competitors.isSuccess && dancing.length === 0
            ? 'No competitor has an entry yet: back numbers are printed for competitors entered in at least one event.'
            : undefined
      }
    >
      <BackNumbers
        competitionName={competitionName}
        competitors={dancing}
        area={printableArea(choice.paper, choice.orientation)}
      />
    </PrintPage>
  );
}
