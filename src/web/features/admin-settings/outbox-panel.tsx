import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Fragment } from 'react';
import type { OutboxMessage } from '../../../shared/admin';
import { useOutbox } from './api/outbox';
import { formatMoment } from '../../lib/format-moment';
import { splitLinks } from './split-links';

/**
 * Mail kept instead of sent when no mail server is configured, so sign-in
 * links can be followed on a laptop with no SMTP.
 */
export function OutboxPanel() {
  const outbox = useOutbox();

  return (
    <Stack gap="md" component="section" aria-labelledby="outbox-panel-title">
      <Group justify="space-between">
        <Title order={2} id="outbox-panel-title">
          Outbox
        </Title>
        {outbox.data?.kind === 'outbox' && (
          <Button
            variant="default"
            loading={outbox.isFetching}
            onClick={() => void outbox.refetch()}
          >
            Refresh
          </Button>
        )}
      </Group>
      {outbox.isError ? (
        <Alert color="red" title="The outbox could not be loaded" role="alert">
          {outbox.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void outbox.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : outbox.isPending ? (
        <Loader role="status" aria-label="Loading the outbox" />
      ) : outbox.data.kind === 'smtp' ? (
        <Text>Mail is sent through the configured SMTP server, so the outbox is not used.</Text>
      ) : (
        <>
          <Text>
            No mail server is configured (SMTP_URL), so messages are kept here instead of being
            sent. Opening a sign-in link signs this browser in as its recipient; use a private
            window to stay signed in as yourself.
          </Text>
          {outbox.data.messages.length === 0 ? (
            <Text c="dimmed">No messages yet.</Text>
          ) : (
            outbox.data.messages.map((message) => (
              <OutboxMessageCard key={message.id} message={message} />
            ))
          )}
        </>
      )}
    </Stack>
  );
}

function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={message.subject}>
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{message.subject}</Text>
        <Text size="sm" c="dimmed">
          <time dateTime={message.at}>{formatMoment(message.at)}</time>
        </Text>
      </Group>
      <Text size="sm">To: {message.to}</Text>
      <Code block mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <LinkedText text={message.text} />
      </Code>
    </Paper>
  );
}

/** Plain text with its web links clickable; the text is never parsed as HTML. */
function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.kind === 'link' ? (
      <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
