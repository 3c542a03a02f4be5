import { Alert, Button, Group, List, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import type { RoundComputation, RoundJudging } from '../../../shared/judging';
import { ApiRequestError } from '../../lib/api-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRoundAction, useRoundComputation } from './api/round-judging';
import type { TieChoice } from './api/round-judging';
import { coupleNames } from '../../lib/couple-names';
import { coupleNumber, floorOrder } from './couples';
import { formatClock } from '../../lib/format-clock';
import { FinalResult } from './final-result';
import { RecallResult } from './recall-result';
import { tieUnsettled } from './recall-model';
import { ReasonModal } from '../../ui/reason-modal';

type Props = { competitionId: string; round: RoundJudging };
type Dialog = 'post' | 'unpost' | 'scratch' | undefined;

/** The missing marks a `marks_missing` refusal lists. */
const MissingSchema = z.object({
  missing: z.array(z.object({ judgeName: z.string(), dance: z.string() })),
});

/** Compute with the engine, settle a tie at the cut, post; or, once posted, what was posted and un-posting. */
export function RoundResults({ competitionId, round }: Props) {
  const ref = { eventId: round.eventId, roundNumber: round.roundNumber };
  const [computing, setComputing] = useState(false);
  const [tieChoice, setTieChoice] = useState<TieChoice>();
  const [dialog, setDialog] = useState<Dialog>();
  const posted = round.roundState === 'Posted' ? round.posted : null;
  const computation = useRoundComputation(competitionId, ref, tieChoice, computing && !posted);
  const post = useRoundAction(competitionId, ref, 'post');
  const unpost = useRoundAction(competitionId, ref, 'unpost');
  const shown: RoundComputation | undefined = posted?.computation ?? computation.data;
  const unsettled = shown?.kind === 'recall' && tieUnsettled(shown);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Result
        </Title>
        <Group gap="xs">
          {!posted && (
            <Button
              variant="default"
              loading={computation.isFetching}
              onClick={() => (computing ? void computation.refetch() : setComputing(true))}
            >
              Compute
            </Button>
          )}
          {!posted && computation.data && (
            <Button
              disabled={unsettled}
              onClick={() => {
                post.reset();
                setDialog('post');
              }}
            >
              Post
            </Button>
          )}
          {posted && (
            <Button
              variant="light"
              color="red"
              disabled={round.lock !== null}
              onClick={() => openWith(unpost, 'unpost')}
            >
              Un-post
            </Button>
          )}
          {!posted && round.kind === 'final' && (
            <ScratchButton competitionId={competitionId} round={round} />
          )}
        </Group>
      </Group>
      {posted && (
        <Text size="sm" c="dimmed">
          Posted at {formatClock(posted.postedAt)} by {posted.postedBy}
        </Text>
      )}
      {unsettled && (
        <Text size="sm" c="orange" role="status">
          Couples tie at the cut: choose where it falls before posting.
        </Text>
      )}
      {!posted && computation.isError && <ComputeRefusal error={computation.error} />}
      {shown?.kind === 'recall' && (
        <RecallResult
          computation={shown}
          couples={round.couples}
          {...(!posted && { chosen: tieChoice, onChooseTie: setTieChoice })}
        />
      )}
      {shown?.kind === 'final' && <FinalResult round={round} computation={shown} />}
      <Modal
        opened={dialog === 'post'}
        onClose={() => setDialog(undefined)}
        title={`Post ${round.eventName} ${round.roundName}?`}
      >
        <ConfirmDialog
          confirmLabel="Post round"
          failureTitle="Not posted"
          error={post.error}
          pending={post.isPending}
          onConfirm={() =>
            post.mutate(tieChoice ? { tieChoice } : {}, { onSuccess: () => setDialog(undefined) })
          }
          onCancel={() => setDialog(undefined)}
        >
          <Text>
            {round.kind === 'final'
              ? 'The final results are published for the event.'
              : `The ${shown?.kind === 'recall' ? shown.recalled.length : ''} recalled couples go on to the next round, drawn into its heats.`}
          </Text>
        </ConfirmDialog>
      </Modal>
      {dialog === 'unpost' && (
        <ReasonModal
          title={`Un-post ${round.eventName} ${round.roundName}?`}
          description="The round goes back to Marked and the next round is emptied, if nothing was marked there yet."
          confirmLabel="Un-post"
          mutation={unpost}
          onConfirm={(reason) =>
            unpost.mutate({ reason }, { onSuccess: () => setDialog(undefined) })
          }
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );

  function openWith(mutation: { reset: () => void }, next: Dialog) {
    mutation.reset();
    setDialog(next);
  }
}

/** A refusal to compute; for missing marks, which judge and dance. */
function ComputeRefusal({ error }: { error: Error }) {
  const missing =
    error instanceof ApiRequestError && error.code === 'marks_missing'
      ? MissingSchema.safeParse(error.details).data?.missing
      : undefined;
  return (
    <Alert color="red" role="alert" title="Not computed">
      {missing ? (
        <>
          <Text size="sm">Marks are missing from:</Text>
          <List size="sm">
            {missing.map(({ judgeName, dance }) => (
              <List.Item key={`${judgeName}|${dance}`}>
                {judgeName}, {dance}
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        error.message
      )}
    </Alert>
  );
}

/** Removes a couple from every judge's marks of the final, with a reason. */
function ScratchButton({ competitionId, round }: Props) {
  const scratch = useRoundAction(
    competitionId,
    { eventId: round.eventId, roundNumber: round.roundNumber },
    'scratch',
  );
  const [open, setOpen] = useState(false);
  const [entryId, setEntryId] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="light"
        color="red"
        onClick={() => {
          scratch.reset();
          setOpen(true);
        }}
      >
        Scratch a couple
      </Button>
      {open && (
        <ReasonModal
          title="Scratch a couple from the final?"
          description="Their number is removed from every judge's marks of the final; the places close up."
          confirmLabel="Scratch couple"
          mutation={scratch}
          onConfirm={(reason) =>
            entryId && scratch.mutate({ entryId, reason }, { onSuccess: () => setOpen(false) })
          }
          onClose={() => setOpen(false)}
        >
          <Select
            label="Couple"
            required
            value={entryId}
            onChange={setEntryId}
            data={floorOrder(round.couples).map((couple) => ({
              value: couple.entryId,
              label: `${coupleNumber(couple)} ${coupleNames(couple)}`,
            }))}
          />
        </ReasonModal>
      )}
    </>
  );
}
