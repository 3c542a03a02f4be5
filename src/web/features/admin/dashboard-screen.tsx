import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Competition } from '../../../shared/competition';
import { formatDayRange } from '../../lib/format-date';
import { deadlineRows, DEADLINES, registrationDatesOf } from '../../lib/registration-dates';
import { useCompetition } from '../competition/api/get-competition';
import { useDashboard } from './api/get-dashboard';
import { daysUntil, officialsByRole } from './dashboard-figures';

const REGISTRATION_LABEL: Record<Competition['registrationStatus'], string> = {
  EARLY: 'Early registration',
  OPEN: 'Open',
  CLOSED: 'Closed',
};

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {detail && <Text size="sm">{detail}</Text>}
    </Card>
  );
}

/** /admin: the competition at a glance, from the database, updating live. */
export function DashboardScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={200} aria-label="Loading dashboard" />;
  return <Dashboard competition={competition} />;
}

function Dashboard({ competition }: { competition: Competition }) {
  const figures = useDashboard(competition.id);
  const closes = competition.dateRegistrationClosed;
  const today = new Date();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Figure
          label="Competition"
          value={
            competition.startDate
              ? formatDayRange(competition.startDate, competition.endDate)
              : 'No date set'
          }
          {...(competition.startDate && {
            detail: `${daysUntil(competition.startDate, today)} days to go`,
          })}
        />
        <Figure
          label="Registration"
          value={REGISTRATION_LABEL[competition.registrationStatus]}
          {...(closes && {
            detail: `Closes ${DEADLINES.closing.due(closes)} (${daysUntil(closes, today)} days)`,
          })}
        />
        <Figure
          label="Results page"
          value={competition.resultsPageShown ? 'Shown to the public' : 'Hidden'}
        />
      </SimpleGrid>
      {figures.isError && (
        <Alert color="red" role="alert" title="Figures could not be loaded">
          {figures.error.message}
        </Alert>
      )}
      {figures.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="Events" value={String(figures.data.events)} />
            <Figure label="Entries" value={String(figures.data.entries)} />
            <Figure label="Competitors" value={String(figures.data.competitors)} />
            <Figure
              label="Officials"
              value={String(figures.data.officials)}
              detail={`${figures.data.judges} judges`}
            />
          </SimpleGrid>
          <Card withBorder component="section" aria-labelledby="rounds-title">
            <Title order={2} size="h4" id="rounds-title" mb="xs">
              Rounds by state
            </Title>
            <Group gap="xs">
              {Object.entries(figures.data.roundsByState).map(([state, count]) => (
                <Badge key={state} variant={count > 0 ? 'filled' : 'outline'} size="lg">
                  {state}: {count}
                </Badge>
              ))}
            </Group>
          </Card>
        </>
      )}
      <Card withBorder component="section" aria-labelledby="deadlines-title">
        <Title order={2} size="h4" id="deadlines-title" mb="xs">
          Registration deadlines
        </Title>
        <Stack gap={4}>
          {deadlineRows(registrationDatesOf(competition), { includeUnset: true }).map((row) => (
            <Text key={row.label}>
              {row.label}: {row.value}
            </Text>
          ))}
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="officials-title">
        <Title order={2} size="h4" id="officials-title" mb="xs">
          Officials by role
        </Title>
        <Group gap="xs">
          {officialsByRole(competition.officials).map(({ role, count }) => (
            <Badge key={role} variant="light" size="lg">
              {count} {role}
            </Badge>
          ))}
          {competition.officials.length === 0 && <Text>No officials yet.</Text>}
        </Group>
      </Card>
    </Stack>
  );
}
