import { Card, List, Text, Title } from '@mantine/core';
import type { RegistrationInfo } from '../../../shared/registration';
import { deadlineRows, phaseSummary } from '../../lib/registration-dates';

/** The phase registering now falls in, and the deadlines that change it. */
export function RegistrationDeadlines({ info }: { info: RegistrationInfo }) {
  const rows = deadlineRows(info);
  return (
    <Card withBorder component="section" aria-labelledby="deadlines-title">
      <Title order={2} size="h4" id="deadlines-title" mb="xs">
        Deadlines
      </Title>
      <Text mb={rows.length > 0 ? 'xs' : 0}>
        Registering now: <strong data-testid="phase-now">{phaseSummary(info)}</strong>.
      </Text>
      {rows.length > 0 && (
        <List spacing={2} listStyleType="none">
          {rows.map((row) => (
            <List.Item key={row.label}>
              <Text span fw={600}>
                {row.label}:
              </Text>{' '}
              {row.value}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
