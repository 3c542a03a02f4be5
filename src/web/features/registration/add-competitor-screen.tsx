import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RegistrationReceipt } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useAddCompetitor } from './api/add-competitor';
import { useRegistrationInfo } from './api/get-registration-info';
import { closedSentence, phaseSummary } from '../../lib/registration-dates';
import { RegistrationConfirmation } from './registration-confirmation';
import { RegistrationForm } from './registration-form';

/** /admin/competitors/add-competitor: organizers register a couple, closing date or not. */
export function AddCompetitorScreen() {
  const competition = useCompetition();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.adminCompetitors()} size="sm">
          ← Competitors
        </Anchor>
        <Title order={1} size="h2">
          Add competitor
        </Title>
        <Text c="dimmed" maw={640}>
          Registers a couple as the public form does, even after registration has closed. The
          dancers get the same email with their edit code.
        </Text>
      </Stack>
      {competition.isError ? (
        <Alert color="red" title="The competition could not be loaded" role="alert">
          {competition.error.message}
        </Alert>
      ) : competition.data ? (
        <AddCompetitor competitionId={competition.data.id} />
      ) : (
        <Skeleton h={400} aria-label="Loading" />
      )}
    </Stack>
  );
}

function AddCompetitor({ competitionId }: { competitionId: string }) {
  const info = useRegistrationInfo(competitionId);
  const add = useAddCompetitor(competitionId);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  // A new key mounts an empty form for the next couple.
  const [formKey, setFormKey] = useState(0);

  if (receipt) {
    return (
      <RegistrationConfirmation
        receipt={receipt}
        title="Competitor added"
        actions={
          <>
            <Button
              onClick={() => {
                add.reset();
                setReceipt(null);
                setFormKey((key) => key + 1);
              }}
            >
              Add another couple
            </Button>
            <Button component={Link} to={paths.adminCompetitors()} variant="default">
              Back to competitors
            </Button>
          </>
        }
      />
    );
  }
  if (info.isError) {
    return (
      <Alert color="red" title="Registration settings could not be loaded" role="alert">
        {info.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void info.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (info.isPending) return <Skeleton h={400} aria-label="Loading registration" />;
  return (
    <Stack gap="lg">
      <Alert color={info.data.open ? 'blue' : 'yellow'} role="status">
        {info.data.open
          ? `Public registration is open. Registering now: ${phaseSummary(info.data)}.`
          : `${closedSentence(info.data.closingDate)} This form still registers couples, in the ${info.data.phaseNow} phase.`}
      </Alert>
      <RegistrationForm
        key={formKey}
        competitionId={competitionId}
        info={info.data}
        register={add}
        onRegistered={(saved) => {
          setReceipt(saved);
          window.scrollTo({ top: 0 });
        }}
        submitLabel="Add competitor"
        forOrganizer
      />
    </Stack>
  );
}
