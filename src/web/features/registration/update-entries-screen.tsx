import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RegistrationView } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { EditSignInForm } from './edit-sign-in-form';
import type { EditCredentialsValue } from './edit-sign-in-form';
import { ManageEntries } from './manage-entries';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/**
 * The edit code is a password for the couple's entries: it lives in this
 * screen's state only, so leaving or reloading the page forgets it.
 */
type Session = { credentials: EditCredentialsValue; view: RegistrationView };

/** /updateEntries: a couple adds or withdraws entries with their email and edit code. */
export function UpdateEntriesScreen() {
  const competition = useCompetition();
  const [session, setSession] = useState<Session | null>(null);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Update entries</Title>
          <Text c="dimmed">
            Add or withdraw events while registration is open. Not registered yet?{' '}
            <Anchor component={Link} to={paths.register()}>
              Register
            </Anchor>
            .
          </Text>
        </Stack>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void competition.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : !competition.data ? (
          <Skeleton h={240} aria-label="Loading" />
        ) : session ? (
          <ManageEntries
            competitionId={competition.data.id}
            credentials={session.credentials}
            view={session.view}
            onView={(view) => setSession({ ...session, view })}
            onSignOut={() => setSession(null)}
          />
        ) : (
          <EditSignInForm
            competitionId={competition.data.id}
            onFound={(credentials, view) => setSession({ credentials, view })}
          />
        )}
      </Stack>
    </Container>
  );
}
