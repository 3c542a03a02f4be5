import {
  Alert,
  Badge,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useCompetition } from '../competition/api/get-competition';
import { useFloor } from './api/floor';
import { floorTabs, shownTab } from './floor-model';
import { RoundFloor } from './round-floor';
import type { Notice } from './round-floor';

/** /admin/deckcaptain: check-in on a tablet, for the rounds on the floor now and next. */
export function DeckCaptainScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={300} aria-label="Loading the deck captain's view" />;
  return <DeckCaptain competitionId={competition.id} />;
}

function DeckCaptain({ competitionId }: { competitionId: string }) {
  const floor = useFloor(competitionId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const tabs = floor.data ? floorTabs(floor.data) : [];
  const shown = shownTab(tabs, chosen);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Deck captain
          </Title>
          {floor.data && (
            <Badge variant="light" size="lg">
              {floor.data.cascadeCheckin
                ? 'Check-in carries to the rounds danced straight after'
                : 'Check-in is per round'}
            </Badge>
          )}
        </Group>
        <div role="status" aria-live="polite">
          {notice && (
            <Alert
              color={notice.ok ? 'green' : 'red'}
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setNotice(null)}
            >
              {notice.text}
            </Alert>
          )}
        </div>
        {floor.isPending ? (
          <Loader aria-label="Loading the rounds" />
        ) : floor.isError ? (
          <Alert color="red" title="The rounds could not be loaded">
            {floor.error.message}
          </Alert>
        ) : !shown ? (
          <Text c="dimmed" size="lg">
            Nothing is scheduled: no round is running and none is waiting to start. Rounds appear
            here as soon as the organizers schedule them.
          </Text>
        ) : (
          <Tabs
            value={shown.key}
            onChange={(key) => {
              setChosen(key);
              setNotice(null);
            }}
            variant="pills"
            keepMounted={false}
          >
            <Tabs.List aria-label="Rounds now and next" mb="md">
              {tabs.map((tab) => (
                <Tabs.Tab
                  key={tab.key}
                  value={tab.key}
                  py={6}
                  px="sm"
                  aria-label={`${tab.when === 'now' ? 'Now' : 'Next'}: ${tab.round.eventName} ${tab.round.roundName}, ${tab.round.checkedIn} of ${tab.round.dancing} checked in`}
                >
                  <Stack gap={0} align="flex-start">
                    <Group gap={6} wrap="nowrap">
                      <Badge
                        size="sm"
                        color={tab.when === 'now' ? 'red' : 'gray'}
                        variant={tab.when === 'now' ? 'filled' : 'white'}
                      >
                        {tab.when === 'now' ? 'Now' : 'Next'}
                      </Badge>
                      <Text span fw={700} fz="md" inherit={false}>
                        {tab.round.roundName}
                      </Text>
                      <Text span fz="sm" style={{ opacity: 0.8 }}>
                        {tab.round.checkedIn}/{tab.round.dancing}
                      </Text>
                    </Group>
                    <Text span fz="sm" style={{ opacity: 0.85 }}>
                      {tab.round.eventName}
                    </Text>
                  </Stack>
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={shown.key}>
              <RoundFloor
                key={shown.key}
                competitionId={competitionId}
                round={shown.round}
                onNotice={setNotice}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
