import { Skeleton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePaper } from '../../ui/print';
import { useCompetition } from '../competition/api/get-competition';
import { BackNumberSheets } from './back-numbers';
import type { KindProps, PrintFrame } from './kind-props';
import { KindChooser } from './print-chooser';
import { readPrintChoice, writePrintChoice } from './print-choice';
import type { PrintChoice } from './print-choice';
import { RoundSheets } from './round-sheets';

/**
 * /print-sheets: judges' marking sheets, heat lists and back numbers for one
 * round, a part of the schedule, a day or the whole competition, ready for
 * the browser's Print (decision 021). What is printed is in the address.
 */
export function PrintSheetsScreen() {
  const competition = useCompetition().data;
  const [search, setSearch] = useSearchParams();
  const [paper, changePaper] = usePaper();
  if (!competition) return <Skeleton h={300} aria-label="Loading what to print" />;

  const choice = readPrintChoice(search);
  const onChange = (next: Partial<PrintChoice>) =>
    setSearch((current) => writePrintChoice(current, { ...choice, ...next }), { replace: true });
  const frame: PrintFrame = {
    title: 'Print sheets',
    choice: paper,
    onChoice: changePaper,
    controls: <KindChooser choice={choice} onChange={onChange} />,
  };
  const props: KindProps = {
    competitionId: competition.id,
    competitionName: competition.fullName,
    choice,
    onChange,
    frame,
  };
  switch (choice.kind) {
    case 'judges':
    case 'heats':
      return <RoundSheets {...props} />;
    case 'numbers':
      return <BackNumberSheets {...props} />;
  }
}
