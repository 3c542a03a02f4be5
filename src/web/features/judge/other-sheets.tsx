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
    .filter(({ view }) => view.status.kind !== 'received' && view.status.kind !== 'not-started');
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
