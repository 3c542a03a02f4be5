import { Alert, Button, Checkbox, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CompetitionEvent, EventPanel } from '../../../shared/events';
import { eventEndpoints } from '../../../shared/contract/events';
import { liveTopics } from '../../../shared/live';
import { callApi } from '../../lib/api-client';

export type PanelJudge = { id: string; name: string };

/** Sets an event's judging panel; the list refetches after (the live push usually gets there first). */
function useSetEventPanel(competitionId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (panel: EventPanel) =>
      callApi(eventEndpoints.setEventPanel, { params: { competitionId, eventId }, body: panel }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [liveTopics.events(competitionId)] }),
  });
}

type Props = {
  competitionId: string;
  event: CompetitionEvent;
  /** The competition's judges, in the officials list's order. */
  judges: PanelJudge[];
  onClose: () => void;
};

/** Chooses who judges an event: all judges (the default, which takes in judges added later) or some. */
export function EventPanelModal({ competitionId, event, judges, onClose }: Props) {
  const save = useSetEventPanel(competitionId, event.id);
  const [allJudges, setAllJudges] = useState(!event.customPanel);
  const [chosen, setChosen] = useState<string[]>(event.judgeIds);
  const [emptyError, setEmptyError] = useState(false);

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (!allJudges && chosen.length === 0) return setEmptyError(true);
    // Keep the officials list's order, whatever order the boxes were ticked in.
    const judgeIds = allJudges ? null : judges.map((j) => j.id).filter((id) => chosen.includes(id));
    await save.mutateAsync({ judgeIds }).then(onClose, () => undefined);
    return undefined;
  };

  return (
    <Modal opened onClose={onClose} title={`Judges for ${event.name}`}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Judging panel">
        <Stack gap="sm">
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          {judges.length === 0 ? (
            <Text c="dimmed">
              This competition has no judges yet. Add officials with the role Judge first.
            </Text>
          ) : (
            <>
              <Switch
                label="All judges (default)"
                description="Judges added later join the panel too"
                checked={allJudges}
                onChange={(e) => {
                  setAllJudges(e.currentTarget.checked);
                  setEmptyError(false);
                }}
              />
              <Checkbox.Group
                label="Judges on the panel"
                value={allJudges ? judges.map((j) => j.id) : chosen}
                onChange={(value) => {
                  setChosen(value);
                  setEmptyError(false);
                }}
                error={emptyError ? 'Choose at least one judge.' : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {judges.map((judge) => (
                    <Checkbox
                      key={judge.id}
                      value={judge.id}
                      label={judge.name}
                      disabled={allJudges}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={judges.length === 0}>
              Save panel
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** How the events table sums up a panel: "All (5)" or "3 of 5". */
export function panelSummary(event: CompetitionEvent, judgeCount: number): string {
  return event.customPanel
    ? `${event.judgeIds.length} of ${judgeCount}`
    : `All (${event.judgeIds.length})`;
}
