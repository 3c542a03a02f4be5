import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { MarksEmbargo } from '../../../shared/results';
import { useNow } from '../../lib/use-now';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useSetMarksEmbargo } from './api/staff-results';
import {
  describeEmbargo,
  fromLocalInput,
  releasedEmbargoHint,
  toLocalInput,
} from './embargo-state';

/**
 * The marks embargo: hold the judges' marks back, until a time or until
 * released. Recalls and placements are public as soon as a round is posted
 * either way.
 */
export function MarksEmbargoPanel({
  competitionId,
  embargo,
}: {
  competitionId: string;
  embargo: MarksEmbargo;
}) {
  const setEmbargo = useSetMarksEmbargo(competitionId);
  const now = useNow();
  // While a change is saving, show what was asked for, so the switch does not snap back
  // ('now' is stamped by the server; until it answers, this device's clock stands in).
  const asked = setEmbargo.isPending ? setEmbargo.variables : undefined;
  const shown = asked
    ? { ...asked, releaseAt: asked.releaseAt === 'now' ? now : asked.releaseAt }
    : embargo;
  const [confirmingRelease, setConfirmingRelease] = useState(false);

  return (
    <Card withBorder component="section" aria-labelledby="marks-embargo-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="marks-embargo-title">
          Judges’ marks
        </Title>
        <Text fw={600} aria-live="polite" data-testid="marks-state">
          {describeEmbargo(shown, now)}
        </Text>
        {releasedEmbargoHint(shown, now) && (
          <Text size="sm" c="orange.8">
            {releasedEmbargoHint(shown, now)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Recalls and placements are public as soon as a round is posted. While the marks are held
          back, the public sees neither each judge’s marks nor the skating tables.
        </Text>
        {setEmbargo.isError && !confirmingRelease && (
          <Alert color="red" role="alert" title="Not saved">
            {setEmbargo.error.message}
          </Alert>
        )}
        <Switch
          label="Hold the judges’ marks back"
          checked={shown.embargo}
          onChange={(event) =>
            setEmbargo.mutate({ embargo: event.currentTarget.checked, releaseAt: null })
          }
        />
        {shown.embargo && (
          <ReleaseTimeForm
            key={embargo.releaseAt ?? 'none'}
            releaseAt={embargo.releaseAt}
            pending={setEmbargo.isPending}
            onSet={(releaseAt) => setEmbargo.mutate({ embargo: true, releaseAt })}
          />
        )}
        {shown.embargo && !embargo.marksPublic && (
          <Group>
            <Button color="red" variant="light" onClick={() => setConfirmingRelease(true)}>
              Release marks now
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirmingRelease}
        onClose={() => setConfirmingRelease(false)}
        title="Release the judges’ marks now?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ConfirmDialog
          confirmLabel="Release marks now"
          failureTitle="The marks were not released"
          error={setEmbargo.error}
          pending={setEmbargo.isPending}
          onConfirm={() =>
            setEmbargo.mutate(
              { embargo: true, releaseAt: 'now' },
              { onSuccess: () => setConfirmingRelease(false) },
            )
          }
          onCancel={() => setConfirmingRelease(false)}
        >
          <Text>
            Everyone will see each judge’s marks and the skating tables of every posted round at
            once. This cannot be taken back once people have seen them.
          </Text>
        </ConfirmDialog>
      </Modal>
    </Card>
  );
}

/** The release time, picked on the venue's clock. */
function ReleaseTimeForm({
  releaseAt,
  pending,
  onSet,
}: {
  releaseAt: string | null;
  pending: boolean;
  onSet: (releaseAt: string | null) => void;
}) {
  const [value, setValue] = useState(releaseAt ? toLocalInput(releaseAt) : '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const instant = fromLocalInput(value);
        if (!instant) {
          setError('Choose a date and a time');
          return;
        }
        setError(null);
        onSet(instant);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          type="datetime-local"
          label="Release the marks at"
          description="Venue time"
          value={value}
          error={error}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" loading={pending}>
          Set release time
        </Button>
        {releaseAt && (
          <Button variant="subtle" onClick={() => onSet(null)} disabled={pending}>
            Hold until released
          </Button>
        )}
      </Group>
    </form>
  );
}
