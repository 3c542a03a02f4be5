import { Card, List, Text, Title } from '@mantine/core';
import type { Competition } from '../../../shared/competition';
import { formatDayRange } from '../../lib/format-date';
import { deadlineRows, registrationDatesOf } from '../../lib/registration-dates';

/** Competition and registration dates from the competition record. */
export function KeyDates({ competition }: { competition: Competition }) {
  const rows: { label: string; value: string }[] = [];
  if (competition.startDate) {
    rows.push({
      label: 'Competition',
      value: formatDayRange(competition.startDate, competition.endDate),
    });
  }
  rows.push(...deadlineRows(registrationDatesOf(competition)));
  if (rows.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="key-dates-title">
      <Title order={2} size="h4" id="key-dates-title" mb="xs">
        Key dates
      </Title>
      <List spacing={4} listStyleType="none">
        {rows.map((row) => (
          <List.Item key={row.label}>
            <Text span fw={600}>
              {row.label}:
            </Text>{' '}
            {row.value}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
