import type { JumbotronContent, JumbotronScene, RevealPlace } from '../../../shared/jumbotron';

type FinalRevealScene = Extract<JumbotronScene, { kind: 'finalReveal' }>;
type FinalRevealContent = Extract<JumbotronContent, { kind: 'finalReveal' }>;

/** What "Reveal next place" would do now. */
export type RevealStep =
  /** The preview still describes an earlier picture: wait for the one on screen. */
  | { kind: 'waiting' }
  | { kind: 'done' }
  | { kind: 'next'; place: RevealPlace; scene: FinalRevealScene };

/**
 * The next place to reveal, counted from what the screen shows (`live`), not
 * from the preview: a preview kept from the picture before would name a place
 * already shown and re-send the same count, revealing nothing.
 */
export function revealStep(
  live: FinalRevealScene,
  preview: { content: FinalRevealContent; current: boolean } | undefined,
): RevealStep {
  if (!preview?.current || preview.content.revealed !== live.revealed) return { kind: 'waiting' };
  const place = preview.content.places[live.revealed];
  return place
    ? { kind: 'next', place, scene: { ...live, revealed: live.revealed + 1 } }
    : { kind: 'done' };
}
