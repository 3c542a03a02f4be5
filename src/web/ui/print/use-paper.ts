import { useSearchParams } from 'react-router';
import { ORIENTATIONS, PAPER_SIZES } from '../../../shared/printing';
import type { Orientation, PaperSize } from '../../../shared/printing';

export type PaperChoice = { paper: PaperSize; orientation: Orientation };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

/**
 * The paper and orientation of a print screen, kept in the address (`?paper=`,
 * `?orientation=`) so a printed link or a reload keeps them; A4 unless the
 * address says otherwise, and the screen's own orientation by default.
 */
export function usePaper(
  defaultOrientation: Orientation = 'portrait',
): [PaperChoice, (change: Partial<PaperChoice>) => void] {
  const [search, setSearch] = useSearchParams();
  const choice: PaperChoice = {
    paper: oneOf(PAPER_SIZES, search.get('paper'), 'a4'),
    orientation: oneOf(ORIENTATIONS, search.get('orientation'), defaultOrientation),
  };
  const change = (next: Partial<PaperChoice>) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) updated.set(key, value);
        return updated;
      },
      { replace: true },
    );
  return [choice, change];
}
