import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { AdminOfficial } from '../../../shared/officials';
import { useCompetition } from '../competition/api/get-competition';
import { useOfficials } from './api/officials';
import { DeleteOfficialModal } from './delete-official-modal';
import { NewCodeModal } from './new-code-modal';
import { OfficialFormModal } from './official-form-modal';
import type { OfficialAction } from './officials-table';
import { OfficialsTable } from './officials-table';
import { RemovePhotoModal } from './remove-photo-modal';

/** /admin/officials: the competition's judges and other officials, for organizers. */
export function OfficialsScreen() {
  const competition = useCompetition();
  if (competition.isError) {
    return (
      <Alert color="red" title="The competition could not be loaded" role="alert">
        {competition.error.message}
      </Alert>
    );
  }
  if (!competition.data) return <Skeleton h={300} aria-label="Loading officials" />;
  return <OfficialsManager competitionId={competition.data.id} />;
}

type Dialog = { kind: 'add' } | { kind: OfficialAction; official: AdminOfficial };

function OfficialsManager({ competitionId }: { competitionId: string }) {
  const officials = useOfficials(competitionId);
  // The dialog's subject outlives `opened`, so a closing dialog keeps its text.
  const [dialog, setDialog] = useState<Dialog>({ kind: 'add' });
  const [opened, { open, close }] = useDisclosure(false);
  const show = (next: Dialog) => {
    setDialog(next);
    open();
  };
  const subjectOf = (kind: OfficialAction) =>
    dialog.kind === kind && 'official' in dialog ? dialog.official : undefined;
  const isOpen = (kind: Dialog['kind']) => opened && dialog.kind === kind;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Officials
          </Title>
          <Text c="dimmed" maw={640}>
            Officials appear on the public About page. Each judge has a 7-character access code to
            enter once on each device they judge with.
          </Text>
        </Stack>
        <Button onClick={() => show({ kind: 'add' })}>Add official</Button>
      </Group>
      {officials.isError ? (
        <Alert color="red" title="The officials could not be loaded" role="alert">
          {officials.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void officials.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : officials.isPending ? (
        <Loader role="status" aria-label="Loading officials" />
      ) : officials.data.length === 0 ? (
        <Text c="dimmed">No officials yet. Add the judges and the rest of the team.</Text>
      ) : (
        <OfficialsTable
          competitionId={competitionId}
          officials={officials.data}
          onAction={(kind, official) => show({ kind, official })}
        />
      )}
      <OfficialFormModal
        competitionId={competitionId}
        official={subjectOf('edit')}
        opened={isOpen('add') || isOpen('edit')}
        onClose={close}
      />
      <DeleteOfficialModal
        competitionId={competitionId}
        official={subjectOf('delete')}
        opened={isOpen('delete')}
        onClose={close}
      />
      <NewCodeModal
        competitionId={competitionId}
        official={subjectOf('new-code')}
        opened={isOpen('new-code')}
        onClose={close}
      />
      <RemovePhotoModal
        competitionId={competitionId}
        official={subjectOf('remove-photo')}
        opened={isOpen('remove-photo')}
        onClose={close}
      />
    </Stack>
  );
}
