import { Card, List, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { RequestedEvent } from '../../../shared/registration';

/** A titled list of events: those asked for, entered or not entered, with a note under it. */
export function RequestedEventsCard({
  title,
  events,
  children,
}: {
  title: string;
  events: (RequestedEvent & { reason?: string })[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title} ({events.length})
      </Title>
      <List spacing={2}>
        {events.map((event) => (
          <List.Item key={event.eventId}>
            {event.reason ? (
              <>
                <Text span fw={600}>
                  {event.eventName}
                </Text>
                <Text size="sm" c="dimmed">
                  {event.reason}
                </Text>
              </>
            ) : (
              event.eventName
            )}
          </List.Item>
        ))}
      </List>
      {children}
    </Card>
  );
}
