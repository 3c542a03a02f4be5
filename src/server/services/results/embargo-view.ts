import type { MarksEmbargo } from '../../../domain/results';
import { marksArePublic } from '../../../domain/results';

/** The embargo as result pages show it at `now`: whether marks are public, and when they will be. */
export function embargoView(embargo: MarksEmbargo, now: string) {
  const marksPublic = marksArePublic(embargo, now);
  return {
    marksPublic,
    marksReleaseAt: !marksPublic && embargo.embargo ? embargo.releaseAt : null,
  };
}
