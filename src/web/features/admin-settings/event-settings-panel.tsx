import { Alert, Button, Card, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { EventSettings } from '../../../shared/competition';
import { useEventSettings } from '../competition/api/get-event-settings';
import { useUpdateEventSettings } from './api/update-event-settings';

type Flag = Exclude<keyof EventSettings, 'liveScrollRefreshIndex'>;

/** What each flag does, in the words an organizer would use. */
const FLAGS: { key: Flag; label: string; description: string }[] = [
  {
    key: 'showScheduleIndex',
    label: 'Show schedule numbers',
    description: 'Show each round’s position in the day’s schedule.',
  },
  {
    key: 'hideLiveSchedule',
    label: 'Hide the live schedule',
    description: 'Spectators see results but not the running order.',
  },
  {
    key: 'hideLevelIcons',
    label: 'Hide level icons',
    description: 'Show levels as text only in schedules.',
  },
  {
    key: 'highlightOtherRoundsInEvent',
    label: 'Highlight other rounds of the same event',
    description: 'In the event schedule, mark the rounds that belong to the selected event.',
  },
  {
    key: 'hideClearRoundsButton',
    label: 'Hide “Clear rounds”',
    description: 'Protects generated rounds from being cleared by mistake.',
  },
  {
    key: 'hideGenerateRoundsButton',
    label: 'Hide “Generate rounds”',
    description: 'Protects the schedule from being regenerated.',
  },
  {
    key: 'dontReorderAfterAddRemoveRounds',
    label: 'Keep the schedule order when rounds are added or removed',
    description: 'Otherwise the schedule is re-numbered after each change.',
  },
  {
    key: 'cascadeCheckin',
    label: 'Cascade check-in',
    description:
      'Checking a couple in also checks them in for the following rounds of the same event.',
  },
  {
    key: 'autoAssignTimes',
    label: 'Assign start times automatically',
    description: 'Planned start times follow from the competition start and round lengths.',
  },
];

/** The ten event settings of spec section 3; each switch saves at once and is live everywhere. */
export function EventSettingsPanel({ competitionId }: { competitionId: string }) {
  const settings = useEventSettings(competitionId);
  const update = useUpdateEventSettings(competitionId);
  // The query cache tells observers on a later tick; a controlled switch must
  // show its new value in the same render as the click, or it snaps back.
  const [held, setHeld] = useState<Partial<Record<Flag, boolean>>>({});
  const flip = (key: Flag, checked: boolean) => {
    setHeld((current) => ({ ...current, [key]: checked }));
    update.change({ [key]: checked }, () =>
      setHeld((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key))),
    );
  };

  if (settings.isPending) return <Loader aria-label="Loading event settings" />;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert">
        {settings.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      {update.isError && (
        <Alert color="red" role="alert" title="Not saved">
          {update.error.message}
        </Alert>
      )}
      {FLAGS.map((flag) => (
        <Switch
          key={flag.key}
          label={flag.label}
          description={flag.description}
          checked={held[flag.key] ?? settings.data[flag.key]}
          onChange={(event) => flip(flag.key, event.currentTarget.checked)}
        />
      ))}
      <Card withBorder>
        <Text fw={600}>Refresh live screens</Text>
        <Text size="sm" c="dimmed" mb="xs">
          Makes every open live view scroll back and reload, for example after fixing a mistake on
          the jumbotron.
        </Text>
        <Button
          variant="light"
          loading={update.isPending}
          onClick={() =>
            update.change({ liveScrollRefreshIndex: Math.floor(Math.random() * 1_000_000_000) })
          }
        >
          Refresh live screens now
        </Button>
      </Card>
    </Stack>
  );
}
