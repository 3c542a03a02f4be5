import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PinStatus } from '../../../shared/chairman';
import { fieldErrorsOfRefusal } from '../../lib/refusals';
import { formatClock } from '../../lib/format-clock';
import { useSetPin } from './api/chairman-api';

type Props = { competitionId: string; pin: PinStatus | null };

/** Whether the competition's PIN is set, and setting or changing it (the current PIN first). */
export function PinPanel({ competitionId, pin }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Group gap="sm" align="center">
      {pin ? (
        <Text size="sm">
          PIN set by {pin.setBy} at {formatClock(pin.setAt)}.
        </Text>
      ) : (
        <Alert color="yellow" title="No PIN yet" py="xs">
          Set the competition&apos;s PIN before approving results.
        </Alert>
      )}
      <Button variant="default" onClick={() => setOpen(true)}>
        {pin ? 'Change PIN' : 'Set PIN'}
      </Button>
      {open && (
        <PinModal
          competitionId={competitionId}
          changing={pin !== null}
          onClose={() => setOpen(false)}
        />
      )}
    </Group>
  );
}

/** The PIN as typed: 4 to 8 digits. The server says so too; this saves a round trip. */
export const PIN_PATTERN = /^[0-9]{4,8}$/;
export const PIN_HINT = '4 to 8 digits';

function PinModal({
  competitionId,
  changing,
  onClose,
}: {
  competitionId: string;
  changing: boolean;
  onClose: () => void;
}) {
  const setPin = useSetPin(competitionId);
  const [currentPin, setCurrentPin] = useState('');
  const [pin, setNewPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const refused = fieldErrorsOfRefusal(setPin.error);
  const problems = {
    pin: !PIN_PATTERN.test(pin) ? `Type ${PIN_HINT}.` : undefined,
    repeat: repeat !== pin ? 'The two PINs differ.' : undefined,
    currentPin: changing && !PIN_PATTERN.test(currentPin) ? 'Type the current PIN.' : undefined,
  };
  const save = () => {
    setChecked(true);
    if (problems.pin || problems.repeat || problems.currentPin) return;
    setPin.mutate(changing ? { pin, currentPin } : { pin }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={changing ? 'Change the PIN' : 'Set the PIN'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            The PIN approves and unlocks results. It is {PIN_HINT}; keep it to yourself.
          </Text>
          {changing && (
            <PasswordInput
              label="Current PIN"
              inputMode="numeric"
              autoComplete="off"
              value={currentPin}
              onChange={(event) => setCurrentPin(event.currentTarget.value)}
              error={(checked && problems.currentPin) || refused['currentPin']}
              data-autofocus
            />
          )}
          <PasswordInput
            label="New PIN"
            description={PIN_HINT}
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setNewPin(event.currentTarget.value)}
            error={(checked && problems.pin) || refused['pin']}
            {...(!changing && { 'data-autofocus': true })}
          />
          <PasswordInput
            label="New PIN again"
            inputMode="numeric"
            autoComplete="off"
            value={repeat}
            onChange={(event) => setRepeat(event.currentTarget.value)}
            error={checked && problems.repeat}
          />
          {setPin.error && Object.keys(refused).length === 0 && (
            <Alert color="red" role="alert" title="PIN not saved">
              {setPin.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={setPin.isPending}>
              Save PIN
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
