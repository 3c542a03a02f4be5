import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ConfirmationPreview } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { formatMoment } from '../../lib/format-moment';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useCompetition } from '../competition/api/get-competition';
import { useAnswerConfirmation, usePreviewConfirmation } from './api/confirm-registration';
import { ConfirmationOutcome } from './confirmation-outcome';
import {
  confirmScreenState,
  headingOf,
  requestSentence,
  tokenFromHash,
} from './confirmation-states';
import type { ConfirmScreenState } from './confirmation-states';
import { RequestedEventsCard } from './requested-events-card';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';

/**
 * /confirmRegistration#<token>: a dancer on file confirms or declines a
 * registration that names them (decision 022). The token is read from the
 * fragment once and taken out of the address bar, so it stays out of the
 * history, bookmarks and anything shared from this tab.
 */
export function ConfirmRegistrationScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  useEffect(() => {
    if (location.hash) void navigate({ hash: '' }, { replace: true });
  }, [location.hash, navigate]);
  const competition = useCompetition();

  return (
    <Container size="sm" py="xl">
      {competition.isError ? (
        <Alert color="red" title="The competition could not be loaded" role="alert">
          {competition.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void competition.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : competition.data ? (
        <Confirmation competitionId={competition.data.id} token={token} />
      ) : (
        <Loader role="status" aria-label="Loading the competition" />
      )}
    </Container>
  );
}

function Confirmation({
  competitionId,
  token,
}: {
  competitionId: string;
  token: ReturnType<typeof tokenFromHash>;
}) {
  const preview = usePreviewConfirmation(competitionId);
  const answer = useAnswerConfirmation(competitionId);
  // The last answer's failure, kept while the dancer answers again (the mutation
  // clears its own error when sent), so the page stays put until the new reply.
  const [answerFailure, setAnswerFailure] = useState<Error | null>(null);
  const [declineOpened, declineDialog] = useDisclosure(false);
  const { mutate: loadPreview } = preview;
  useEffect(() => {
    if (token) loadPreview(token);
  }, [token, loadPreview]);

  const state = confirmScreenState(token, preview, { ...answer, error: answerFailure });
  // Each new state's heading takes the focus, so a screen reader announces it; a
  // failed answer again is a new state too. The state's alerts get role="note"
  // (Mantine makes them live), or the state would be said twice.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [state.kind, answerFailure]);

  const send = (accept: boolean) => {
    if (!token) return;
    answer.mutate(
      { ...token, accept },
      {
        onSuccess: () => setAnswerFailure(null),
        onError: setAnswerFailure,
        onSettled: declineDialog.close,
      },
    );
  };
  const choosing = state.kind === 'open' || state.kind === 'answer_failed';

  return (
    <Stack gap="lg" component="section" aria-labelledby="confirm-title">
      <Title order={1} size="h2" id="confirm-title" ref={heading} tabIndex={-1}>
        {headingOf(state)}
      </Title>
      <StateBody state={state} onRetry={() => token && loadPreview(token)} />
      {choosing && (
        <>
          <Group gap="sm">
            <Button
              onClick={() => send(true)}
              loading={answer.isPending && answer.variables?.accept}
            >
              Yes, enter me
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={declineDialog.open}
              disabled={answer.isPending}
            >
              This was not me
            </Button>
          </Group>
          <Modal
            opened={declineOpened}
            onClose={declineDialog.close}
            title="Decline this registration?"
            closeButtonProps={{ 'aria-label': 'Close' }}
            // The answer's heading takes the focus (the trigger is gone once answered).
            returnFocus={false}
          >
            <ConfirmDialog
              confirmLabel="Decline registration"
              failureTitle="The registration was not declined"
              // A failure closes the dialog and is shown as the page's state.
              error={null}
              pending={answer.isPending}
              onConfirm={() => send(false)}
              onCancel={declineDialog.close}
            >
              <Text>
                The registration is removed and nobody is entered
                {state.preview.partner
                  ? `: ${state.preview.partner.name} is not entered either`
                  : ''}
                . This cannot be undone. If anyone registers you again, we email you again to ask.
              </Text>
            </ConfirmDialog>
          </Modal>
        </>
      )}
    </Stack>
  );
}

function StateBody({ state, onRetry }: { state: ConfirmScreenState; onRetry: () => void }) {
  switch (state.kind) {
    case 'no_token':
      return (
        <Text>
          Open the link in the email we sent you. For safety, this page takes the code out of the
          address bar once read, so reloading it cannot open the confirmation again.
        </Text>
      );
    case 'loading':
      return <Loader role="status" aria-label="Loading the registration to confirm" />;
    case 'not_found':
      return (
        <Alert color="yellow" role="note">
          <Stack gap="xs">
            <Text>{state.message}</Text>
            <Text>
              If it is the newest, the registration no longer exists: the other dancer named in it
              may have declined it, or the organizers removed it. Nothing was entered.
            </Text>
            <RegisterAgain />
          </Stack>
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="yellow" role="note">
          <Stack gap="xs">
            <Text>{state.message}</Text>
            <RegisterAgain />
          </Stack>
        </Alert>
      );
    case 'closed':
      return (
        <Alert color="yellow" role="note">
          {state.message} Nothing was entered. For late entries, contact the organizers.
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" role="note">
          {state.message}{' '}
          {state.retry && (
            <Button variant="subtle" size="compact-sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Alert>
      );
    case 'open':
      return <OpenRequest preview={state.preview} />;
    case 'answer_failed':
      return (
        <Stack gap="md">
          <Alert color="red" role="note">
            {state.message} Nothing changed: answer again below.
          </Alert>
          <OpenRequest preview={state.preview} />
        </Stack>
      );
    case 'accepted':
      return (
        <Stack gap="md">
          <Text>
            There is nothing more to do here. Your entries show on Update entries (with your email
            and the edit code from the email) once everyone named has confirmed.
          </Text>
          <RequestedEventsCard title="Events asked for" events={state.preview.events} />
          <WaysOn />
        </Stack>
      );
    case 'outcome':
      return (
        <Stack gap="md">
          <ConfirmationOutcome preview={state.preview} result={state.result} />
          <WaysOn />
        </Stack>
      );
  }
}

function RegisterAgain() {
  return (
    <Text>
      <Anchor component={Link} to={paths.register()}>
        Register
      </Anchor>{' '}
      while registration is open.
    </Text>
  );
}

function OpenRequest({ preview }: { preview: ConfirmationPreview }) {
  return (
    <Stack gap="md">
      <Text>{requestSentence(preview)}</Text>
      <RequestedEventsCard title="Events asked for" events={preview.events} />
      <Text size="sm">
        Nothing is entered until you answer. If you say yes, the events your levels on file allow
        are entered, at today&apos;s fees. Your partner will see your number, school and levels,
        never your email or age category.
      </Text>
      <Text size="sm" c="dimmed">
        This link works until {formatMoment(preview.expiresAt)}.
      </Text>
    </Stack>
  );
}

function WaysOn() {
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.updateEntries()}>
        Update entries
      </Button>
      <Button component={Link} to={paths.entries()} variant="default">
        See all entries
      </Button>
    </Group>
  );
}
