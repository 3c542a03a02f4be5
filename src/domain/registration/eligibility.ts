import { isEligibleForLevel } from '../competition/enumerations';
import type { Level, Style } from '../competition/enumerations';

/** A competitor's level per style (spec section 3). Nightclub has no level of its own. */
export type LevelProfile = {
  standardLevel: Level;
  smoothLevel: Level;
  rhythmLevel: Level;
  latinLevel: Level;
};

/** The competitor's level in a style, or null for a style the profile does not rate. */
export function levelForStyle(profile: LevelProfile, style: Style): Level | null {
  switch (style) {
    case 'Standard':
      return profile.standardLevel;
    case 'Smooth':
      return profile.smoothLevel;
    case 'Rhythm':
      return profile.rhythmLevel;
    case 'Latin':
      return profile.latinLevel;
    case 'Nightclub':
      return null;
  }
}

export type EligibilityEvent = { style: Style; level: Level };

/**
 * Whether a dancer may enter an event: their level in its style is the event's
 * level or lower (spec section 5). A style without a level (Nightclub) is open
 * to everyone, and so is an event whose level has no rank below anyone's.
 */
export function isDancerEligible(profile: LevelProfile, event: EligibilityEvent): boolean {
  const level = levelForStyle(profile, event.style);
  return level === null || isEligibleForLevel(level, event.level);
}

/** A couple may enter if both dancers may; a partner still to be announced (null) is not checked yet. */
export function isCoupleEligible(
  lead: LevelProfile,
  follow: LevelProfile | null,
  event: EligibilityEvent,
): boolean {
  return isDancerEligible(lead, event) && (follow === null || isDancerEligible(follow, event));
}
