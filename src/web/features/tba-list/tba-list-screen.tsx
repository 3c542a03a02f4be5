import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TbaDancer } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { useTbaDancers } from './api/get-tba-dancers';
import { groupTbaByStyle, tbaEventChoices } from './group-tba-dancers';
import type { TbaStyleGroup } from './group-tba-dancers';
import { TbaContactModal } from './tba-contact-modal';
// Mantine styles of this screen's own components; the rest come with every page (ui/styles/base.css).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';

/** /TBAList: dancers who registered with a partner to be announced, so others can find them. */
export function TbaListScreen() {
  const competition = useCompetition();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Looking for a partner</Title>
          <Text c="dimmed">
            These dancers registered with their partner “to be announced” (TBA). Want to dance with
            one of them? Send them a message: we email it to them, and they reply to you.
          </Text>
        </Stack>
        {competition.isError ? (
          <Alert color="red" title="The competition could not be loaded" role="alert">
            {competition.error.message}
          </Alert>
        ) : competition.data ? (
          <TbaList competitionId={competition.data.id} />
        ) : (
          <TbaSkeleton />
        )}
      </Stack>
    </Container>
  );
}

const ALL_EVENTS = 'all';

function TbaList({ competitionId }: { competitionId: string }) {
  const dancers = useTbaDancers(competitionId);
  const [params, setParams] = useSearchParams();
  // The dialog's dancer outlives `opened`, so a closing dialog keeps its title.
  const [contacted, setContacted] = useState<TbaDancer>();
  const [opened, { open, close }] = useDisclosure(false);

  if (dancers.isError) {
    return (
      <Alert color="red" title="The TBA list could not be loaded" role="alert">
        {dancers.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void dancers.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (dancers.isPending) return <TbaSkeleton />;
  if (dancers.data.length === 0) {
    return (
      <Alert color="gray" title="Nobody is looking for a partner right now" role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Looking for one yourself? Register and leave your partner as TBA: you will appear here
            so others can find you.
          </Text>
          <Button component={Link} to={paths.register()} size="sm">
            Register
          </Button>
        </Stack>
      </Alert>
    );
  }

  const choices = tbaEventChoices(dancers.data);
  const eventParam = params.get('event');
  // An event that has since left the list (its dancer found a partner) falls back to all events.
  const eventId = choices.some((event) => event.eventId === eventParam) ? eventParam : null;
  const groups = groupTbaByStyle(dancers.data, eventId);
  const shown = new Set(groups.flatMap((group) => group.dancers.map((row) => row.dancer))).size;

  return (
    <Stack gap="lg">
      <Select
        label="Event"
        data={[
          { value: ALL_EVENTS, label: 'All events' },
          ...choices.map((event) => ({ value: event.eventId, label: event.eventName })),
        ]}
        value={eventId ?? ALL_EVENTS}
        onChange={(value) =>
          setParams(value === null || value === ALL_EVENTS ? {} : { event: value }, {
            replace: true,
          })
        }
        allowDeselect={false}
        maw={420}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="tba-summary">
        {shown} {shown === 1 ? 'dancer is' : 'dancers are'} looking for a partner
        {eventId === null ? '.' : ' in this event.'}
      </Text>
      {groups.map((group) => (
        <StyleGroup
          key={group.style}
          group={group}
          onContact={(dancer) => {
            setContacted(dancer);
            open();
          }}
        />
      ))}
      <TbaContactModal
        competitionId={competitionId}
        dancer={contacted}
        opened={opened}
        onClose={close}
      />
    </Stack>
  );
}

function StyleGroup({
  group,
  onContact,
}: {
  group: TbaStyleGroup;
  onContact: (dancer: TbaDancer) => void;
}) {
  const headingId = `tba-${group.style.toLowerCase()}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {group.style}
      </Title>
      <SimpleGrid
        component="ul"
        aria-labelledby={headingId}
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {group.dancers.map(({ dancer, events }) => (
          <Card component="li" withBorder padding="md" key={dancer.competitorId}>
            <Stack gap="xs" h="100%">
              <div>
                <Text fw={600}>{dancer.name}</Text>
                <Text size="sm" c="dimmed">
                  {dancer.affiliation}
                </Text>
              </div>
              <Stack
                component="ul"
                gap={4}
                aria-label={`${dancer.name}’s ${group.style} events`}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {events.map((event) => (
                  <Group component="li" key={event.entryId} gap={6} wrap="nowrap">
                    <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                      {event.level}
                    </Badge>
                    <Text size="sm">{event.eventName}</Text>
                  </Group>
                ))}
              </Stack>
              <Button
                variant="light"
                size="sm"
                mt="auto"
                aria-label={`Contact ${dancer.name}`}
                onClick={() => onContact(dancer)}
                style={{ alignSelf: 'flex-start' }}
              >
                Contact
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function TbaSkeleton() {
  return (
    <Stack gap="md" aria-label="Loading the TBA list" aria-busy="true">
      <Skeleton h={36} maw={420} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton h={150} />
        <Skeleton h={150} />
      </SimpleGrid>
    </Stack>
  );
}
