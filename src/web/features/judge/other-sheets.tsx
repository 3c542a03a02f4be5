import { List, Paper, Text, Title } from '@mantine/core';
import type { JudgeRound } from '../../../shared/judging';
import type { DeviceSnapshot } from './mark-sender';
import { danceView, statusWords } from './sheet-status';

/**
 * Sheets of rounds no longer running (posted while this device was offline,
 * say) whose marks are still on their way or arrived late: the judge sees
 * that they were kept, not lost.
 */
export function OtherSheets({
  snapshot,
  running,
}: {
  snapshot: DeviceSnapshot;
  running: JudgeRound[];
}) {
  const isRunning = (eventId: string, roundNumber: number) =>
    running.some((round) => round.eventId === eventId && round.roundNumber === roundNumber);
  const shown = snapshot.sheets
    .filter((sheet) => !isRunning(sheet.eventId, sheet.roundNumber))
    .map((sheet) => ({
      sheet,
      view: danceView(
        sheet,
        snapshot.queue.filter((w) => w.sheetKey === sheet.key).length,
        undefined,
      ),
    }))
    // Only what the judge should know about: a draft of a round no longer running can no longer be submitted.
    .filter(
      ({ view }) => !['received', 'draft-received', 'not-started'].includes(view.status.kind),
    );
  if (shown.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="other-sheets" withBorder p="sm" radius="md">
      <Title order={2} size="h4" id="other-sheets">
        Earlier rounds
      </Title>
      <List spacing="xs" mt="xs" listStyleType="none">
        {shown.map(({ sheet, view }) => (
          <List.Item key={sheet.key}>
            <Text fw={600}>{sheet.label}</Text>
            <Text size="sm">{statusWords(view.status)}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
