import { STYLES } from '../../../domain/competition/enumerations';
import type { Style } from '../../../domain/competition/enumerations';
import type { TbaDancer } from '../../../shared/registration';

type TbaEvent = TbaDancer['events'][number];

export type TbaStyleGroup = {
  style: Style;
  /** Each dancer looking for a partner in this style, with only this style's events. */
  dancers: { dancer: TbaDancer; events: TbaEvent[] }[];
};

/**
 * The TBA list by style, in the spec's style order: a dancer looking for a
 * Standard and a Latin partner appears under both, each time with that style's
 * events. With an event chosen, only the dancers in that event remain, under
 * its style, still showing their other events of the style.
 */
export function groupTbaByStyle(dancers: TbaDancer[], eventId: string | null): TbaStyleGroup[] {
  const chosen = dancers.filter(
    (dancer) => eventId === null || dancer.events.some((event) => event.eventId === eventId),
  );
  const eventStyle =
    eventId === null
      ? null
      : dancers.flatMap((d) => d.events).find((event) => event.eventId === eventId)?.style;
  return STYLES.filter((style) => eventStyle === null || style === eventStyle)
    .map((style) => ({
      style,
      dancers: chosen
        .map((dancer) => ({
          dancer,
          events: dancer.events.filter((event) => event.style === style),
        }))
        .filter((row) => row.events.length > 0),
    }))
    .filter((group) => group.dancers.length > 0);
}

/** The events anyone is looking for a partner in, once each, by style and then as first listed. */
export function tbaEventChoices(dancers: TbaDancer[]): TbaEvent[] {
  const seen = new Map<string, TbaEvent>();
  for (const event of dancers.flatMap((dancer) => dancer.events)) {
    if (!seen.has(event.eventId)) seen.set(event.eventId, event);
  }
  return STYLES.flatMap((style) => [...seen.values()].filter((event) => event.style === style));
}
