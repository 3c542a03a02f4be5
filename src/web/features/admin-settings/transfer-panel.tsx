import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CompetitionImportOutcome } from '../../../shared/contract/competition-transfer';
import { paths } from '../../app/paths';
import { ApiRequestError } from '../../lib/api-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { exportDownloadUrl, useImportCompetition } from './api/competition-transfer';
import type { ImportRequest } from './api/competition-transfer';

/** Settings → Export and import: the whole competition as a file, and a file back in (docs/import.md). */
export function TransferPanel({ competitionId }: { competitionId: string }) {
  return (
    <Stack gap="lg">
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Export this competition
          </Title>
          <Text size="sm">
            One JSON file with everything in it: events, couples, rounds, marks, results, officials
            with photos, pages, settings and the audit log. It holds personal data; keep it like a
            backup. Judges&apos; codes, the chairman PIN and couples&apos; edit codes stay out.
          </Text>
          <Group>
            <Button component="a" href={exportDownloadUrl(competitionId)} download>
              Download the export file
            </Button>
          </Group>
        </Stack>
      </Card>
      <ImportCard />
    </Stack>
  );
}

/** The refused id, when the server answered that the file's competition exists. */
const takenId = (error: Error | null) =>
  error instanceof ApiRequestError && error.code === 'competition_exists'
    ? String(error.details?.competitionId)
    : undefined;

function ImportCard() {
  const importing = useImportCompetition();
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<'copy' | 'replace'>('copy');
  const [newId, setNewId] = useState('');
  const [confirming, { open: confirm, close: closeConfirm }] = useDisclosure(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // The file's own id, once a plain import found it taken; a copy's new id being taken is a refusal.
  const [existing, setExisting] = useState<string>();
  const plainImport = !importing.variables?.replace && importing.variables?.as === undefined;
  const askedToChoose = plainImport && takenId(importing.error) !== undefined;
  const refused = importing.error && !askedToChoose ? importing.error : null;

  // The outcome, good or bad, is where a keyboard or screen-reader user continues.
  useEffect(() => {
    if (importing.isSuccess || refused) resultRef.current?.focus();
  }, [importing.isSuccess, refused]);

  const upload = (request: Omit<ImportRequest, 'file'>) => {
    if (!file) return;
    importing.mutate(
      { file, ...request },
      {
        onError: (error) => {
          if (!request.replace && request.as === undefined) setExisting(takenId(error));
        },
        onSuccess: () => setExisting(undefined),
      },
    );
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Import a competition
        </Title>
        <Text size="sm">
          A file written by an export, from this site or another. It is checked whole first: a file
          with a problem changes nothing.
        </Text>
        <FileInput
          label="Export file"
          placeholder="Choose a .json file"
          accept="application/json,.json"
          value={file}
          onChange={(picked) => {
            setFile(picked);
            setExisting(undefined);
            importing.reset();
          }}
          clearable
        />
        {existing === undefined && (
          <Group>
            <Button disabled={!file} loading={importing.isPending} onClick={() => upload({})}>
              Import
            </Button>
          </Group>
        )}
        {existing !== undefined && (
          <ExistingChoice
            existing={existing}
            choice={choice}
            onChoice={setChoice}
            newId={newId}
            onNewId={setNewId}
            pending={importing.isPending}
            onCopy={() => upload({ as: newId })}
            onReplace={confirm}
          />
        )}
        {importing.isPending && (
          <Progress value={100} animated aria-label="Uploading and importing the file" />
        )}
        <div ref={resultRef} tabIndex={-1}>
          {refused && <Refusal error={refused} />}
          {importing.data && <Imported outcome={importing.data} />}
        </div>
      </Stack>
      <Modal
        opened={confirming}
        onClose={closeConfirm}
        title={`Replace '${existing}'?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ConfirmDialog
          confirmLabel={`Replace '${existing}'`}
          failureTitle="Nothing was replaced"
          error={null}
          pending={importing.isPending}
          onConfirm={() => {
            closeConfirm();
            upload({ replace: true });
          }}
          onCancel={closeConfirm}
        >
          <Text>
            This deletes for good what &apos;{existing}&apos; holds now and is not in the file:
          </Text>
          <List size="sm">
            <List.Item>
              every event, couple, round, mark and result entered since the file was exported
            </List.Item>
            <List.Item>
              its officials, pages, settings, invoices and payments as they are now
            </List.Item>
            <List.Item>the judges&apos; access codes and the chairman PIN</List.Item>
          </List>
          <Text size="sm">Its audit log stays, and records the replace.</Text>
        </ConfirmDialog>
      </Modal>
    </Card>
  );
}

type ExistingChoiceProps = {
  existing: string;
  choice: 'copy' | 'replace';
  onChoice: (choice: 'copy' | 'replace') => void;
  newId: string;
  onNewId: (id: string) => void;
  pending: boolean;
  onCopy: () => void;
  onReplace: () => void;
};

function ExistingChoice(props: ExistingChoiceProps) {
  const { existing, choice, newId, pending } = props;
  return (
    <Stack gap="xs">
      <Alert color="yellow" title={`A competition '${existing}' already exists`}>
        Import the file as a copy under a new id, or replace &apos;{existing}&apos; with it.
      </Alert>
      <Radio.Group
        label="What to do"
        value={choice}
        onChange={(value) => props.onChoice(value as 'copy' | 'replace')}
      >
        <Stack gap={4} mt={4}>
          <Radio value="copy" label="Import as a copy under a new id" />
          <Radio value="replace" label={`Replace '${existing}'`} />
        </Stack>
      </Radio.Group>
      {choice === 'copy' ? (
        <Group align="flex-end">
          <TextInput
            label="New id"
            description="Lower-case letters, digits and dashes"
            value={newId}
            onChange={(event) => props.onNewId(event.currentTarget.value)}
          />
          <Button disabled={newId === ''} loading={pending} onClick={props.onCopy}>
            Import as a copy
          </Button>
        </Group>
      ) : (
        <Group>
          <Button color="red" loading={pending} onClick={props.onReplace}>
            Replace…
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Refusal({ error }: { error: Error }) {
  const filePath =
    error instanceof ApiRequestError && typeof error.details?.filePath === 'string'
      ? error.details.filePath
      : '';
  return (
    <Alert color="red" title="The file was not imported" role="alert">
      <Text size="sm">{error.message}</Text>
      {filePath && (
        <Text size="sm">
          First problem at <code>{filePath}</code>
        </Text>
      )}
    </Alert>
  );
}

function Imported({ outcome }: { outcome: CompetitionImportOutcome }) {
  return (
    <Alert color="green" title={`Imported '${outcome.competitionId}'`} role="status">
      <Text size="sm">
        {outcome.rows} rows{outcome.replaced ? ', replacing the competition of that id' : ''}. Next:
      </Text>
      <List size="sm">
        {outcome.newJudgeCodes > 0 && (
          <List.Item>
            {outcome.newJudgeCodes === 1
              ? '1 judge has a new access code'
              : `${outcome.newJudgeCodes} judges have new access codes`}{' '}
            (the file carries none): hand them out from{' '}
            <Anchor component={Link} to={paths.officials()} size="sm">
              Officials
            </Anchor>
            .
          </List.Item>
        )}
        <List.Item>Set the chairman PIN again.</List.Item>
        <List.Item>
          Couples ask staff to change their entries: their edit codes were not exported.
        </List.Item>
      </List>
    </Alert>
  );
}
