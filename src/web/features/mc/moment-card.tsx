import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { McMoment } from '../../../shared/mc';
import classes from './mc.module.css';
import { momentTiming } from './moment-timing';
import { ScriptBlockView } from './script-block';

const STATE_LABELS: Record<McMoment['roundState'], { label: string; color: string }> = {
  Initialized: { label: 'Up next', color: 'gray' },
  Empty: { label: 'Waiting for couples', color: 'gray' },
  Running: { label: 'On the floor', color: 'blue' },
  Marked: { label: 'Waiting for the result', color: 'orange' },
  Posted: { label: 'Result posted', color: 'green' },
  Skipped: { label: 'Skipped', color: 'gray' },
};

/** One round of the MC's now or next: its name, times, script and changed couples. */
export function MomentCard({
  moment,
  venueNow,
  size,
}: {
  moment: McMoment;
  venueNow: string;
  size: 'now' | 'next';
}) {
  const headingId = useId();
  const state = STATE_LABELS[moment.roundState];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={size === 'now' ? 'lg' : 'md'}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} id={headingId} className={classes[`title-${size}`]}>
            {moment.eventName}, {moment.roundName}
          </Title>
          <Badge size="lg" color={state.color}>
            {state.label}
          </Badge>
        </Group>
        <Text className={classes.timing}>{momentTiming(moment, venueNow)}</Text>
        {moment.blocks.map((block, index) => (
          <ScriptBlockView key={index} block={block} size={size} />
        ))}
        {moment.changes.length > 0 && <Changes changes={moment.changes} />}
      </Stack>
    </Paper>
  );
}

/** Walk-ons and scratched couples, so the MC knows why the numbers differ from the draw. */
function Changes({ changes }: { changes: McMoment['changes'] }) {
  return (
    <Stack component="ul" gap={4} className={classes.changes} aria-label="Changed since the draw">
      {changes.map((couple) => (
        <Group component="li" key={couple.entryId} gap="xs" wrap="nowrap">
          <Badge color={couple.change === 'new' ? 'yellow' : 'red'} variant="light" size="lg">
            {couple.change === 'new' ? 'New' : 'Scratched'}
          </Badge>
          <Text
            className={classes.change}
            td={couple.change === 'scratched' ? 'line-through' : undefined}
          >
            {couple.number ?? 'No number'} · {couple.names}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
