import { Anchor, Button, Card, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { awaitedNames } from '../../../shared/registration';
import type { RegistrationReceipt } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { AwaitingConfirmationNotice } from './awaiting-confirmation-notice';
import { DancerLine } from './dancer-line';
import { FeeQuoteCard } from './fee-quote-card';

type RegistrationConfirmationProps = {
  receipt: RegistrationReceipt;
  title: string;
  /** The ways on from here, shown under the receipt. */
  actions: ReactNode;
};

/**
 * What a registration produced: the couple with their numbers, the events,
 * the phase and fees, and the edit code they need to change their entries;
 * or, while it waits for a dancer on file to confirm, nothing entered yet and
 * the events asked for (decision 022).
 * Its heading takes the focus, so a screen reader announces the result.
 */
export function RegistrationConfirmation({
  receipt,
  title,
  actions,
}: RegistrationConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const phase = receipt.entries[0]?.phase ?? receipt.fees.phase;
  const waiting = awaitedNames(receipt).length > 0;
  return (
    <Stack gap="lg" aria-labelledby="confirmation-title" component="section">
      <Title order={2} id="confirmation-title" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Card withBorder component="section" aria-label="Couple">
        <Stack gap={4}>
          <DancerLine role="Lead" dancer={receipt.lead} linked />
          {receipt.follow ? (
            <DancerLine role="Follow" dancer={receipt.follow} linked />
          ) : (
            <Text>
              <Text span fw={600}>
                Follow:
              </Text>{' '}
              to be announced (TBA). The lead is on the{' '}
              <Anchor component={Link} to={paths.tbaList()}>
                TBA list
              </Anchor>
              .
            </Text>
          )}
        </Stack>
      </Card>
      {waiting ? (
        <AwaitingConfirmationNotice view={receipt} />
      ) : (
        <Card withBorder component="section" aria-labelledby="entered-events-title">
          <Title order={3} size="h4" id="entered-events-title" mb="xs">
            Events entered ({receipt.entries.length})
          </Title>
          <List spacing={2}>
            {receipt.entries.map((entry) => (
              <List.Item key={entry.entryId}>{entry.eventName}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Registration phase: <strong>{phase}</strong>
          </Text>
        </Card>
      )}
      {waiting ? (
        <FeeQuoteCard title="Fees once confirmed" quote={receipt.fees}>
          <Text size="sm" mt="xs">
            Quoted for today: entry fees are those of the day the registration is confirmed; the
            competitor fee is that of today.
          </Text>
        </FeeQuoteCard>
      ) : (
        <FeeQuoteCard title="Fees due" quote={receipt.fees} />
      )}
      <Card
        withBorder
        component="section"
        aria-labelledby="edit-code-title"
        bg="var(--mantine-color-gray-0)"
      >
        <Title order={3} size="h4" id="edit-code-title">
          Your edit code
        </Title>
        <Group gap="md" align="center" my="sm">
          <Text ff="monospace" fz={36} fw={700} lts={4} data-testid="edit-code">
            {receipt.editCode}
          </Text>
          <CopyButton value={receipt.editCode}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          {receipt.emailedTo.length > 0
            ? `We emailed it to ${receipt.emailedTo.join(' and ')}. `
            : 'Write it down: it could not be emailed. '}
          With it and your email you can{' '}
          {waiting ? 'see this registration and, once confirmed, ' : ''}
          add or withdraw events at{' '}
          <Anchor component={Link} to={paths.updateEntries()}>
            Update entries
          </Anchor>{' '}
          until registration closes.
        </Text>
      </Card>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
