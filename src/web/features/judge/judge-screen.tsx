import { Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { JudgeRound, JudgeSession } from '../../../shared/judging';
import { liveTopics } from '../../../shared/live';
import { ApiRequestError } from '../../lib/api-client';
import { useLive } from '../../live/use-live';
import { judgeRoundsKey, readJudgeRounds, sendSheet } from './api/judge-api';
import { registerJudgeAppShell } from './app-shell';
import { forgetSession, saveSession } from './device-store';
import { classifySendFailure } from './mark-queue';
import type { SheetEdit } from './mark-queue';
import { OtherSheets } from './other-sheets';
import { RoundCard, roundLabel } from './round-card';
import { SendStatus } from './send-status';
import { SignInForm } from './sign-in-form';
import { useDeviceSnapshot, useJudgeDevice } from './use-judge-device';
import type { JudgeDevice } from './use-judge-device';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Tabs.layer.css';

/** `/judges/:judgeId`: the judge's phone on the competition day. */
export function JudgeScreen() {
  const { judgeId = '' } = useParams();
  const device = useJudgeDevice(judgeId);
  useEffect(registerJudgeAppShell, []);
  if (device instanceof Error) {
    return (
      <Alert color="red" m="md" title="This browser cannot keep your marks">
        Marks are saved on the device before they are sent, and this browser refuses to store them
        (a private window does that). Open this page in a normal window.
      </Alert>
    );
  }
  if (!device) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your marks" />
      </Center>
    );
  }
  return <JudgeGate key={judgeId} judgeId={judgeId} device={device} />;
}

function JudgeGate({ judgeId, device }: { judgeId: string; device: JudgeDevice }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(device.stored.session);
  const [signedOut, setSignedOut] = useState(false);
  const snapshot = useDeviceSnapshot(device.sender);

  const signOut = useCallback(async () => {
    device.sender.stopSending();
    await forgetSession(device.db, judgeId);
    if (session) queryClient.removeQueries({ queryKey: judgeRoundsKey(session) });
    setSession(null);
    setSignedOut(true);
  }, [device, judgeId, queryClient, session]);

  if (!session) {
    return (
      <Container size="xs" px={0}>
        <SignInForm
          judgeId={judgeId}
          signedOutBefore={signedOut}
          onSignedIn={async (signedIn) => {
            await saveSession(device.db, signedIn);
            setSession(signedIn);
          }}
        />
        {snapshot.queue.length > 0 && (
          <Stack px="md">
            <SendStatus snapshot={snapshot} offline={false} />
          </Stack>
        )}
      </Container>
    );
  }
  return <JudgeRounds device={device} session={session} onSessionRefused={signOut} />;
}

function JudgeRounds({
  device,
  session,
  onSessionRefused,
}: {
  device: JudgeDevice;
  session: JudgeSession;
  onSessionRefused: () => Promise<void>;
}) {
  const { db, sender } = device;
  const snapshot = useDeviceSnapshot(sender);
  const [saveError, setSaveError] = useState<string | null>(null);
  useLive(liveTopics.rounds(session.competitionId));
  const rounds = useQuery({
    queryKey: judgeRoundsKey(session),
    queryFn: () => readJudgeRounds(db, session),
    retry: (failures, error) => failures < 2 && classifySendFailure(error) === 'retry',
  });
  const sessionRefused = rounds.error instanceof ApiRequestError && rounds.error.status === 401;

  useEffect(() => {
    sender.startSending(
      (write) => sendSheet(session, write),
      () => void onSessionRefused(),
    );
    return () => sender.stopSending();
  }, [sender, session, onSessionRefused]);
  useEffect(() => {
    if (sessionRefused) void onSessionRefused();
  }, [sessionRefused, onSessionRefused]);

  const record = (
    round: JudgeRound,
    dance: string,
    { edit, from, submit }: { edit: SheetEdit; from: readonly string[]; submit: boolean },
  ) => {
    setSaveError(null);
    sender
      .record({
        judgeId: session.judge.id,
        eventId: round.eventId,
        roundNumber: round.roundNumber,
        dance,
        edit,
        from,
        submit,
        label: `${roundLabel(round)}: ${dance}`,
      })
      .catch((error: unknown) =>
        setSaveError(error instanceof Error ? error.message : 'Could not save on this device.'),
      );
  };

  const read = rounds.data;
  return (
    <Container size="md" px="xs" py="sm">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {session.judge.name}
        </Title>
        <SendStatus snapshot={snapshot} offline={read?.offline ?? false} />
        {saveError && (
          <Alert color="red" variant="outline">
            {saveError}
          </Alert>
        )}
        {rounds.isPending && <Loader aria-label="Loading your rounds" />}
        {rounds.error && !sessionRefused && (
          <Alert color="red" variant="outline">
            {rounds.error.message}
          </Alert>
        )}
        {read && read.rounds.rounds.length === 0 && (
          <Text size="lg" py="lg" ta="center">
            No round is running for you. This page updates by itself.
          </Text>
        )}
        {read?.rounds.rounds.map((round) => (
          <RoundCard
            key={round.roundKey}
            db={db}
            session={session}
            round={round}
            list={read}
            listedAt={rounds.dataUpdatedAt}
            snapshot={snapshot}
            onChange={record}
          />
        ))}
        {read && <OtherSheets snapshot={snapshot} running={read.rounds.rounds} />}
      </Stack>
    </Container>
  );
}
