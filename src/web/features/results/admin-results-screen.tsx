import { Alert, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCompetition } from '../competition/api/get-competition';
import { useStaffResults } from './api/staff-results';
import { MarksEmbargoPanel } from './marks-embargo-panel';
import { ResultsEventsTable } from './results-events-table';
import { StaffEventResults } from './staff-event-results';

/** /admin/results: every event's publication, the marks embargo, and an event's full results. */
export function AdminResultsScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={300} aria-label="Loading the results" />;
  return <AdminResults competitionId={competition.id} />;
}

function AdminResults({ competitionId }: { competitionId: string }) {
  const overview = useStaffResults(competitionId);
  // The event lives in the URL, so a reload or a shared link keeps it.
  const [params] = useSearchParams();
  const events = overview.data?.events ?? [];
  const chosen = events.find((event) => event.eventId === params.get('event'));

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Results
      </Title>
      {overview.isPending ? (
        <Loader aria-label="Loading the results" />
      ) : overview.isError ? (
        <Alert color="red" role="alert" title="The results could not be loaded">
          {overview.error.message}
        </Alert>
      ) : (
        <>
          {!overview.data.resultsPageShown && (
            <Alert color="yellow" title="The results page is switched off" role="status">
              The public sees no results at all until an organizer switches the results page on in
              Settings. Publishing an event here takes effect once it is on.
            </Alert>
          )}
          <MarksEmbargoPanel competitionId={competitionId} embargo={overview.data.embargo} />
          {events.length === 0 ? (
            <Text c="dimmed">No events yet. Organizers add them on the Events screen.</Text>
          ) : (
            <>
              <Stack gap="xs" component="section" aria-labelledby="results-events-title">
                <Title order={2} size="h3" id="results-events-title">
                  Events
                </Title>
                <ResultsEventsTable
                  competitionId={competitionId}
                  events={events}
                  chosenEventId={chosen?.eventId ?? null}
                />
              </Stack>
              {chosen ? (
                <StaffEventResults
                  key={chosen.eventId}
                  competitionId={competitionId}
                  eventId={chosen.eventId}
                />
              ) : (
                <Text c="dimmed">
                  Choose an event to see its results with every mark, including rounds marked but
                  not posted yet.
                </Text>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
