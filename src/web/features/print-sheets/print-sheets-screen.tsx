import { Skeleton } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useStaffUser } from '../../app/require-staff';
import { PrintPage, usePaper } from '../../ui/print';
import { useCompetition } from '../competition/api/get-competition';
import { BackNumberSheets } from './back-numbers';
import type { KindProps, PrintFrame } from './kind-props';
import { KindChooser } from './print-chooser';
import { readPrintChoice, SHEET_KINDS, writePrintChoice } from './print-choice';
import type { PrintChoice } from './print-choice';
import { defaultKind, kindRefusal } from './kind-access';
import { ResultsSheetsPage } from './results-sheets-page';
import { RoundSheets } from './round-sheets';

/**
 * /print-sheets: judges' marking sheets, heat lists and back numbers for one
 * round, a part of the schedule, a day or the whole competition, and the
 * results sheets of one event or all, ready for the browser's Print
 * (decision 021). What is printed is in the address.
 */
export function PrintSheetsScreen() {
  const competition = useCompetition().data;
  const { roles } = useStaffUser();
  const [search, setSearch] = useSearchParams();
  const choice = readPrintChoice(search, defaultKind(roles));
  // Results sheets hold wide tables: landscape unless the address says otherwise.
  const [paper, changePaper] = usePaper(choice.kind === 'results' ? 'landscape' : 'portrait');
  if (!competition) return <Skeleton h={300} aria-label="Loading what to print" />;

  const onChange = (next: Partial<PrintChoice>) =>
    setSearch((current) => writePrintChoice(current, { ...choice, ...next }), { replace: true });
  const frame: PrintFrame = {
    title: 'Print sheets',
    choice: paper,
    onChoice: changePaper,
    controls: <KindChooser choice={choice} onChange={onChange} roles={roles} />,
  };
  const props: KindProps = {
    competitionId: competition.id,
    competitionName: competition.fullName,
    choice,
    onChange,
    frame,
  };
  const refusal = kindRefusal(choice.kind, roles);
  if (refusal) {
    const label = SHEET_KINDS.find((option) => option.kind === choice.kind)?.label;
    return (
      <PrintPage {...frame} ready problem={`${label}: ${refusal}. Choose another kind above.`}>
        {null}
      </PrintPage>
    );
  }
  switch (choice.kind) {
    case 'judges':
    case 'heats':
      return <RoundSheets {...props} />;
    case 'numbers':
      return <BackNumberSheets {...props} />;
    case 'results':
      return <ResultsSheetsPage {...props} />;
  }
}
