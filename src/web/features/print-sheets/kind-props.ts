import type { PrintPageProps } from '../../ui/print';
import type { PrintChoice } from './print-choice';

/** What every kind's page shares: the title, the paper, and the choice of kind. */
export type PrintFrame = Pick<PrintPageProps, 'title' | 'choice' | 'onChoice' | 'controls'>;

/** What the screen hands each kind of sheet, which reads its own data and draws its page. */
export type KindProps = {
  competitionId: string;
  competitionName: string;
  choice: PrintChoice;
  onChange: (next: Partial<PrintChoice>) => void;
  frame: PrintFrame;
};
