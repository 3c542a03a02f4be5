import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { awaitedNames } from '../../../shared/registration';
import type { RegistrationReceipt } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useCreateRegistration } from './api/create-registration';
import { useRegistrationInfo } from './api/get-registration-info';
import { closedSentence } from '../../lib/registration-dates';
import { RegistrationConfirmation } from './registration-confirmation';
import { RegistrationDeadlines } from './registration-deadlines';
import { RegistrationForm } from './registration-form';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/**
 * /register: a couple registers for the competition. The top bar is hidden
 * here (spec section 2), so the screen names the competition and links home.
 */
export function RegisterScreen() {
  const competition = useCompetition();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.home()} size="sm">
            ← Back to the competition home page
          </Anchor>
          {competition.data ? (
            <Title order={1}>Register for {competition.data.fullName}</Title>
          ) : (
            <Skeleton h={36} w="60%" aria-label="Loading competition" />
          )}
        </Stack>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void competition.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : competition.data ? (
          <Registration competitionId={competition.data.id} />
        ) : (
          <Skeleton h={400} />
        )}
      </Stack>
    </Container>
  );
}

function Registration({ competitionId }: { competitionId: string }) {
  const info = useRegistrationInfo(competitionId);
  const register = useCreateRegistration(competitionId);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);

  if (receipt) {
    return (
      <RegistrationConfirmation
        receipt={receipt}
        title={awaitedNames(receipt).length > 0 ? 'Registration received' : 'You are registered'}
        actions={
          <>
            <Button component={Link} to={paths.entries()}>
              See all entries
            </Button>
            <Button component={Link} to={paths.updateEntries()} variant="default">
              Update entries
            </Button>
          </>
        }
      />
    );
  }
  if (info.isError) {
    return (
      <Alert color="red" title="Registration could not be loaded" role="alert">
        {info.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void info.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (info.isPending) return <Skeleton h={400} aria-label="Loading registration" />;
  if (!info.data.open) {
    return (
      <Alert color="yellow" title="Registration is closed" role="status">
        <Stack gap="xs">
          <Text>
            {closedSentence(info.data.closingDate)} New couples can no longer register here.
          </Text>
          <Text>
            See who is dancing on the{' '}
            <Anchor component={Link} to={paths.entries()}>
              entries list
            </Anchor>
            , or look at your registration on{' '}
            <Anchor component={Link} to={paths.updateEntries()}>
              Update entries
            </Anchor>
            . For late changes, contact the organizers.
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <RegistrationDeadlines info={info.data} />
      <Text>
        Already registered? Add or withdraw events on{' '}
        <Anchor component={Link} to={paths.updateEntries()}>
          Update entries
        </Anchor>{' '}
        with your email and edit code.
      </Text>
      <RegistrationForm
        competitionId={competitionId}
        info={info.data}
        register={register}
        onRegistered={(saved) => {
          setReceipt(saved);
          window.scrollTo({ top: 0 });
        }}
        submitLabel="Register"
      />
    </Stack>
  );
}
