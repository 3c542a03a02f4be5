import type { CSSProperties } from 'react';
import { placeName } from '../../../domain/results';
import type {
  JumbotronContent,
  JumbotronCouple,
  JumbotronScreen,
  RevealPlace,
} from '../../../shared/jumbotron';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../lib/contrast';
import classes from './jumbotron.module.css';
import { coupleNames } from '../../lib/couple-names';

type Content<K extends JumbotronContent['kind']> = Extract<JumbotronContent, { kind: K }>;

/** Bigger numbers for fewer couples: a heat of three fills the screen, a heat of fifteen still fits. */
function coupleSizes(count: number): CSSProperties {
  const [columns, number, name] =
    count <= 3
      ? [Math.max(count, 1), 18, 4]
      : count <= 8
        ? [4, 13, 3.4]
        : count <= 12
          ? [4, 9.5, 2.8]
          : [6, 7.5, 2.3];
  return {
    '--columns': columns,
    '--number-size': `${number}cqh`,
    '--name-size': `${name}cqh`,
  } as CSSProperties;
}

const numberOf = (couple: JumbotronCouple) =>
  couple.number === null ? coupleNames(couple) : String(couple.number);

const placeNameOf = (place: RevealPlace) => placeName(place.position, place.couples.length);

/**
 * The picture the jumbotron shows for a view: 16:9, sized to its box, legible
 * from the back of a hall. Nothing in it is interactive. The competition's
 * primary colour is the accent; text on it is black or white, whichever
 * reads better.
 */
export function JumbotronDisplay({
  view,
  primaryColor,
  label,
}: {
  view: JumbotronScreen;
  primaryColor: string;
  /** Names the picture for assistive technology ("Live now", "Preview"). */
  label: string;
}) {
  const onAccent =
    contrastRatio(primaryColor, '#000000') >= contrastRatio(primaryColor, '#ffffff')
      ? '#000000'
      : '#ffffff';
  const accentText =
    contrastRatio(primaryColor, '#000000') >= AA_TEXT_CONTRAST ? primaryColor : '#ffffff';
  const style = { '--accent': primaryColor, '--accent-text': accentText } as CSSProperties;
  return (
    <section
      className={classes.stage}
      style={style}
      aria-label={label}
      data-scene={view.content.kind}
    >
      <div className={classes.band} style={{ background: primaryColor, color: onAccent }}>
        <span>{view.competitionName}</span>
      </div>
      <div className={classes.body}>
        <SceneBody content={view.content} competitionName={view.competitionName} />
      </div>
    </section>
  );
}

function SceneBody({
  content,
  competitionName,
}: {
  content: JumbotronContent;
  competitionName: string;
}) {
  switch (content.kind) {
    case 'welcome':
      return (
        <div className={classes.center}>
          <h1 className={classes.welcomeName}>
            {content.text === null ? `Welcome to ${competitionName}` : content.text}
          </h1>
          {content.sponsor !== null && <p className={classes.sponsor}>{content.sponsor}</p>}
        </div>
      );
    case 'message':
      return (
        <div className={classes.center}>
          <p className={classes.message}>{content.text}</p>
        </div>
      );
    case 'heat':
      return <HeatBody content={content} />;
    case 'onDeck':
      return <OnDeckBody content={content} />;
    case 'recall':
      return <RecallBody content={content} />;
    case 'finalReveal':
      return <FinalRevealBody content={content} />;
  }
}

function RoundTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.subtitle}>{subtitle}</p>
    </header>
  );
}

function CoupleGrid({ couples, withNames }: { couples: JumbotronCouple[]; withNames: boolean }) {
  return (
    <ul className={classes.couples} style={coupleSizes(couples.length)}>
      {couples.map((couple) => (
        <li key={couple.entryId} className={classes.couple}>
          <span className={classes.number} data-testid="jumbotron-number">
            {numberOf(couple)}
          </span>
          {withNames && couple.number !== null && (
            <span className={classes.names}>{coupleNames(couple)}</span>
          )}
          {withNames && couple.affiliation.trim() !== '' && (
            <span className={classes.school}>{couple.affiliation}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function HeatBody({ content }: { content: Content<'heat'> }) {
  const heat = content.heats > 1 ? `Heat ${content.heat} of ${content.heats} · ` : '';
  return (
    <>
      <RoundTitle
        title={`${content.eventName} ${content.roundName}`}
        subtitle={`${heat}${content.dances.join(', ')}`}
      />
      <CoupleGrid couples={content.couples} withNames />
    </>
  );
}

function OnDeckBody({ content }: { content: Content<'onDeck'> }) {
  const count = content.heats.reduce((sum, heat) => sum + heat.couples.length, 0);
  const size = { '--number-size': count <= 12 ? '8cqh' : '6cqh' } as CSSProperties;
  return (
    <>
      <RoundTitle
        title={`On deck: ${content.eventName} ${content.roundName}`}
        subtitle="Please gather at the edge of the floor"
      />
      <div className={classes.heats}>
        {content.heats.map((heat) => (
          <div key={heat.heat} className={classes.heatRow}>
            {content.heats.length > 1 && (
              <span className={classes.heatLabel}>Heat {heat.heat}</span>
            )}
            <span className={classes.numberRow} style={size}>
              {heat.couples.map((couple) => (
                <span key={couple.entryId}>{numberOf(couple)}</span>
              ))}
            </span>
          </div>
        ))}
      </div>
    </>
  );
}

function RecallBody({ content }: { content: Content<'recall'> }) {
  return (
    <>
      <RoundTitle
        title={`${content.eventName} ${content.roundName}`}
        subtitle={`${content.recalled.length} ${content.recalled.length === 1 ? 'couple is' : 'couples are'} recalled to the ${content.nextRoundName}`}
      />
      <CoupleGrid couples={content.recalled} withNames={false} />
    </>
  );
}

function FinalRevealBody({ content }: { content: Content<'finalReveal'> }) {
  const shown = content.places.filter((place) => place.revealed);
  const newest = shown.at(-1);
  const earlier = shown.slice(0, -1).reverse();
  return (
    <>
      <RoundTitle title={`${content.eventName} Final`} subtitle={content.dances.join(', ')} />
      {newest === undefined ? (
        <div className={classes.center}>
          <p className={classes.message}>The results</p>
        </div>
      ) : (
        <div className={classes.reveal}>
          {/* Keyed by place, so each newly revealed place mounts and animates in. */}
          <div key={newest.position} className={classes.newest} data-testid="jumbotron-newest">
            <span className={classes.place}>{placeNameOf(newest)} place</span>
            <CoupleGrid couples={newest.couples} withNames />
          </div>
          <ol className={classes.earlier} aria-label="Places revealed before">
            {earlier.map((place) => (
              <li key={place.position}>
                <span className={classes.earlierPlace}>{placeNameOf(place)}</span>
                <span>
                  {place.couples.map((c) => `${numberOf(c)} ${coupleNames(c)}`).join('; ')}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
