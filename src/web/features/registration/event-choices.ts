import { LEVEL_RANK, STYLES } from '../../../domain/competition/enumerations';
import type { Level, Style } from '../../../domain/competition/enumerations';
import { isDancerEligible, levelForStyle } from '../../../domain/registration';
import type { LevelProfile } from '../../../domain/registration';

/** What the event checklist needs of an event. */
export type EventOption = { id: string; name: string; style: Style; level: Level };

export type Role = 'lead' | 'follow';

/** Events of one style that a dancer's level keeps the couple out of. */
export type HiddenForLevel = {
  style: Style;
  count: number;
  /**
   * The dancer whose level in this style explains every hidden event (the
   * higher of the two), or both when they rank the same; lead first.
   */
  above: { role: Role; level: Level }[];
};

export type EventChoices = {
  /** The events the couple may enter, by style in STYLES order, each in the given order. */
  groups: { style: Style; events: EventOption[] }[];
  hidden: HiddenForLevel[];
  hiddenCount: number;
};

/**
 * Splits the competition's events into those a couple may enter and those
 * hidden because they are below a dancer's level in their style (spec section
 * 5). A follow still to be announced (null) hides nothing. Events in
 * `alreadyEntered` are left out altogether: they are neither offered nor hidden.
 */
export function eventChoicesFor(
  events: readonly EventOption[],
  lead: LevelProfile,
  follow: LevelProfile | null,
  alreadyEntered: ReadonlySet<string> = new Set(),
): EventChoices {
  const offered = new Map<Style, EventOption[]>();
  const hidden = new Map<Style, { count: number; roles: Set<Role> }>();
  for (const event of events) {
    if (alreadyEntered.has(event.id)) continue;
    const blocking: Role[] = [];
    if (!isDancerEligible(lead, event)) blocking.push('lead');
    if (follow && !isDancerEligible(follow, event)) blocking.push('follow');
    if (blocking.length === 0) {
      offered.set(event.style, [...(offered.get(event.style) ?? []), event]);
      continue;
    }
    const entry = hidden.get(event.style) ?? { count: 0, roles: new Set<Role>() };
    entry.count += 1;
    for (const role of blocking) entry.roles.add(role);
    hidden.set(event.style, entry);
  }
  const profileOf = (role: Role) => (role === 'lead' ? lead : follow);
  const hiddenList = STYLES.flatMap((style) => {
    const entry = hidden.get(style);
    if (!entry) return [];
    const levels = (['lead', 'follow'] as const)
      .filter((role) => entry.roles.has(role))
      .flatMap((role) => {
        const profile = profileOf(role);
        const level = profile && levelForStyle(profile, style);
        return level ? [{ role, level }] : [];
      });
    // An event is hidden when it is below either dancer, so below the higher one.
    const top = Math.max(...levels.map(({ level }) => LEVEL_RANK[level]));
    const above = levels.filter(({ level }) => LEVEL_RANK[level] === top);
    return [{ style, count: entry.count, above }];
  });
  return {
    groups: STYLES.flatMap((style) => {
      const list = offered.get(style);
      return list ? [{ style, events: list }] : [];
    }),
    hidden: hiddenList,
    hiddenCount: hiddenList.reduce((sum, h) => sum + h.count, 0),
  };
}

/** "2 Standard events are below the lead's Standard level (Gold)." */
export function describeHidden({ style, count, above }: HiddenForLevel): string {
  const events = count === 1 ? `1 ${style} event is` : `${count} ${style} events are`;
  const [first, second] = above;
  if (!first) return `${events} below your ${style} level.`;
  if (!second) return `${events} below the ${first.role}'s ${style} level (${first.level}).`;
  return first.level === second.level
    ? `${events} below both dancers' ${style} level (${first.level}).`
    : `${events} below the ${first.role}'s ${style} level (${first.level}) and the ${second.role}'s (${second.level}).`;
}

/** The ids among `chosen` that are still offered, in the order chosen. */
export function offeredIds(chosen: readonly string[], choices: EventChoices): string[] {
  const offered = new Set(choices.groups.flatMap((group) => group.events.map((e) => e.id)));
  return chosen.filter((id) => offered.has(id));
}
