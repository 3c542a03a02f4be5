import { Paper, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { JudgeRound, JudgeSession } from '../../../shared/judging';
import { liveTopics } from '../../../shared/live';
import { useLive } from '../../live/use-live';
import { judgeRoundMarksKey, readJudgeRounds } from './api/judge-api';
import type { JudgeRoundsRead } from './api/judge-api';
import { DancePanel } from './dance-panel';
import { sheetKeyOf } from './device-store';
import type { DeviceDatabase } from './device-store';
import type { SheetEdit } from './mark-queue';
import type { DeviceSnapshot } from './mark-sender';
import { danceView } from './sheet-status';

/** The round's label on the device, kept with its sheets for when it leaves the running list. */
export const roundLabel = (round: JudgeRound) => `${round.eventName}, ${round.roundName}`;

/**
 * One running round, dance by dance. The round is read again when its marks
 * change (the scrutineer entered or corrected one of this judge's sheets).
 */
export function RoundCard({
  db,
  session,
  round: listed,
  list,
  listedAt,
  snapshot,
  onChange,
}: {
  db: DeviceDatabase;
  session: JudgeSession;
  round: JudgeRound;
  /** The running list this round came from, and when it was read. */
  list: JudgeRoundsRead;
  listedAt: number;
  snapshot: DeviceSnapshot;
  onChange: (
    round: JudgeRound,
    dance: string,
    change: { edit: SheetEdit; from: readonly string[]; submit: boolean },
  ) => void;
}) {
  useLive(liveTopics.marks(session.competitionId, listed.roundKey));
  const marks = useQuery<JudgeRoundsRead, Error, JudgeRound | undefined>({
    queryKey: judgeRoundMarksKey(session, listed.roundKey),
    queryFn: () => readJudgeRounds(db, session),
    select: ({ rounds }) => rounds.rounds.find((r) => r.roundKey === listed.roundKey),
    initialData: list,
    initialDataUpdatedAt: listedAt,
  });
  // Whichever read is newer: the running list, or this round's own after a marks change.
  const round = marks.data && marks.dataUpdatedAt > listedAt ? marks.data : listed;
  const [dance, setDance] = useState(round.dances[0] ?? '');
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="sm" radius="md">
      <Title order={2} size="h3" id={headingId}>
        {roundLabel(round)}
      </Title>
      <Tabs
        value={dance}
        onChange={(value) => value && setDance(value)}
        keepMounted={false}
        mt="xs"
      >
        <Tabs.List grow>
          {round.dances.map((name) => (
            <Tabs.Tab key={name} value={name} fz="md" fw={600}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {round.dances.map((name) => {
          const key = sheetKeyOf(session.judge.id, round.eventId, round.roundNumber, name);
          const view = danceView(
            snapshot.sheets.find((sheet) => sheet.key === key),
            snapshot.queue.filter((write) => write.sheetKey === key).length,
            round.sheets.find((sheet) => sheet.dance === name),
          );
          return (
            <Tabs.Panel key={name} value={name}>
              <DancePanel
                round={round}
                dance={name}
                view={view}
                onChange={(edit, submit) =>
                  onChange(round, name, { edit, from: view.entries, submit })
                }
              />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Paper>
  );
}
