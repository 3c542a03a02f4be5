import { Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useRemoveDemo } from './api/remove-demo';

/** Settings → Competition while the demo is shown: the way to start clean (decision 029). */
export function RemoveDemoPanel() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder id="remove-demo">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Start clean
        </Title>
        <Text size="sm">
          This is the demo competition, with invented dancers, results and staff accounts. Remove it
          to run your own competition.
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={open}>
            Remove the demo competition
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="Remove the demo competition?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <RemoveDemoConfirmation onDone={close} />}
      </Modal>
    </Card>
  );
}

function RemoveDemoConfirmation({ onDone }: { onDone: () => void }) {
  const remove = useRemoveDemo();
  return (
    <ConfirmDialog
      confirmLabel="Remove the demo"
      failureTitle="The demo was not removed"
      error={remove.error}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onDone}
    >
      <Text>This deletes for good:</Text>
      <List size="sm">
        <List.Item>
          the demo competition with its events, couples, rounds, marks and results
        </List.Item>
        <List.Item>its officials, pages, invoices and payments</List.Item>
        <List.Item>
          the demo staff accounts (organizer@demo.invalid and the others); if you are signed in with
          one, you are signed out
        </List.Item>
      </List>
      <Text size="sm">
        The site then shows your other competition, or a blank one to fill in under Settings. Other
        staff accounts stay; with none left, the sign-in page offers to create the first organizer.
      </Text>
    </ConfirmDialog>
  );
}
