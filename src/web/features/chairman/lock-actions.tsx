import { Button, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ChairmanRound } from '../../../shared/chairman';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRoundLock } from './api/chairman-api';
import { PIN_HINT, PIN_PATTERN } from './pin-panel';

type Props = { competitionId: string; round: ChairmanRound; pinSet: boolean };

/** Approve & lock a posted round, or unlock an approved one; both ask for the PIN. */
export function LockActions({ competitionId, round, pinSet }: Props) {
  const [dialog, setDialog] = useState<'lock' | 'unlock'>();
  const lock = useRoundLock(competitionId, round);
  const open = (next: 'lock' | 'unlock') => {
    lock.reset();
    setDialog(next);
  };
  const name = `${round.eventName} ${round.roundName}`;
  return (
    <>
      {round.lock ? (
        <Button variant="light" color="red" onClick={() => open('unlock')}>
          Unlock
        </Button>
      ) : (
        round.roundState === 'Posted' && (
          <Stack gap={4} align="flex-end">
            <Button
              color="grape"
              disabled={!pinSet}
              aria-describedby={pinSet ? undefined : 'lock-needs-pin'}
              onClick={() => open('lock')}
            >
              Approve &amp; lock
            </Button>
            {!pinSet && (
              <Text id="lock-needs-pin" size="sm" c="dimmed">
                Set the PIN first to approve and lock.
              </Text>
            )}
          </Stack>
        )
      )}
      {dialog && (
        <LockDialog
          title={dialog === 'lock' ? `Approve and lock ${name}?` : `Unlock ${name}?`}
          confirmLabel={dialog === 'lock' ? 'Approve & lock' : 'Unlock'}
          askReason={dialog === 'unlock'}
          mutation={lock}
          onConfirm={(body) => lock.mutate(body, { onSuccess: () => setDialog(undefined) })}
          onClose={() => setDialog(undefined)}
        >
          {dialog === 'lock'
            ? 'The posted result is approved: nobody can un-post or change it, and judges cannot send marks for it, until you unlock it with the PIN.'
            : 'The scrutineer can then un-post and correct the round. Say why; the reason goes to the audit log.'}
        </LockDialog>
      )}
    </>
  );
}

type DialogProps = {
  title: string;
  confirmLabel: string;
  askReason: boolean;
  mutation: { error: Error | null; isPending: boolean };
  onConfirm: (body: { pin: string } | { pin: string; reason: string }) => void;
  onClose: () => void;
  children: string;
};

function LockDialog({
  title,
  confirmLabel,
  askReason,
  mutation,
  onConfirm,
  onClose,
  children,
}: DialogProps) {
  const [pin, setPin] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const pinProblem = PIN_PATTERN.test(pin) ? undefined : `Type the PIN (${PIN_HINT}).`;
  const reasonProblem =
    askReason && reason.trim().length < 3 ? 'Say why, in at least 3 characters.' : undefined;
  const confirm = () => {
    // Enter pressed again while the PIN is being checked would send a second attempt.
    if (mutation.isPending) return;
    setChecked(true);
    if (pinProblem || reasonProblem) return;
    onConfirm(askReason ? { pin, reason: reason.trim() } : { pin });
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <ConfirmDialog
          confirmLabel={confirmLabel}
          failureTitle="Not done"
          error={mutation.error}
          pending={mutation.isPending}
          onConfirm={confirm}
          onCancel={onClose}
        >
          <Stack gap="sm">
            <Text size="sm">{children}</Text>
            <PasswordInput
              label="Chairman's PIN"
              data-autofocus
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value)}
              error={checked && pinProblem}
            />
            {askReason && (
              <Textarea
                label="Reason"
                required
                autosize
                minRows={2}
                maxLength={300}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={checked && reasonProblem}
              />
            )}
          </Stack>
        </ConfirmDialog>
      </form>
    </Modal>
  );
}
