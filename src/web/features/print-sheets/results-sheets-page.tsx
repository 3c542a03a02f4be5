import { Select } from '@mantine/core';
import { PrintPage } from '../../ui/print';
import { usePrintResults } from './api/print-results';
import type { KindProps } from './kind-props';
import { ResultsSheets } from './results-sheets';

const EVERY_EVENT = '';

/** The results sheets of every event with a posted round, or of one event. */
export function ResultsSheetsPage({ competitionId, choice, onChange, frame }: KindProps) {
  const print = usePrintResults(competitionId);
  const data = print.data;
  const events = data?.events ?? [];
  const chosen = events.filter(
    (event) => !choice.eventId || event.event.eventId === choice.eventId,
  );

  const problem = print.isError
    ? `The results could not be loaded: ${print.error.message}`
    : !data
      ? undefined
      : events.length === 0
        ? 'No round has been posted yet: results sheets show the posted rounds of each event.'
        : chosen.length === 0
          ? 'This event has no posted round. Choose another event above.'
          : undefined;

  return (
    <PrintPage
      {...frame}
      controls={
        <>
          {frame.controls}
          {data && (
            <Select
              label="Event"
              w={260}
              searchable
              allowDeselect={false}
              value={choice.eventId ?? EVERY_EVENT}
              onChange={(value) => onChange({ eventId: value || null })}
              data={[
                { value: EVERY_EVENT, label: 'Every event' },
                ...events.map((event) => ({ value: event.event.eventId, label: event.event.name })),
              ]}
            />
          )}
        </>
      }
      ready={print.isSuccess}
      problem={problem}
    >
      <ResultsSheets
        data={data ? { ...data, events: chosen } : { competitionName: '', events: [] }}
      />
    </PrintPage>
  );
}
