import { Card, Radio, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { SceneKind } from '../../../shared/jumbotron';
import { MESSAGE_MAX_LENGTH, SCENE_KINDS } from '../../../shared/jumbotron';
import type { ScheduleRound } from '../../../shared/schedule';
import type { SceneDraft } from './scene-draft';
import { finalChoices, heatChoices, roundChoices } from './scene-draft';

const KIND_LABELS: Record<SceneKind, string> = {
  welcome: 'Welcome / sponsor',
  heat: 'Heat on the floor',
  onDeck: 'On deck',
  recall: 'Recall',
  finalReveal: 'Final reveal',
  message: 'Message',
};

/** Picks the scene: its kind, then what that kind needs, all from the keyboard. */
export function SceneForm({
  draft,
  onChange,
  rounds,
}: {
  draft: SceneDraft;
  onChange: (draft: SceneDraft) => void;
  rounds: readonly ScheduleRound[];
}) {
  const set = (change: Partial<SceneDraft>) => onChange({ ...draft, ...change });
  const round = rounds.find((r) => r.roundId === draft.roundId);
  const roundOptions = roundChoices(rounds, draft.kind);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2}>Scene</Title>
        <Radio.Group
          label="What the screen shows"
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as SceneKind, roundId: null, heat: null })}
        >
          <Stack gap={6} mt={4}>
            {SCENE_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={KIND_LABELS[kind]} />
            ))}
          </Stack>
        </Radio.Group>

        {draft.kind === 'welcome' && (
          <>
            <TextInput
              label="Welcome line"
              description="Under the competition's name; empty says “Welcome to …”"
              value={draft.text}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={(e) => set({ text: e.currentTarget.value })}
            />
            <TextInput
              label="Sponsor line"
              value={draft.sponsor}
              maxLength={120}
              onChange={(e) => set({ sponsor: e.currentTarget.value })}
            />
          </>
        )}

        {draft.kind === 'message' && (
          <Textarea
            label="Message"
            description={`${draft.text.length} of ${MESSAGE_MAX_LENGTH} characters`}
            value={draft.text}
            maxLength={MESSAGE_MAX_LENGTH}
            autosize
            minRows={3}
            onChange={(e) => set({ text: e.currentTarget.value })}
          />
        )}

        {(draft.kind === 'heat' || draft.kind === 'onDeck' || draft.kind === 'recall') && (
          <Select
            label={draft.kind === 'recall' ? 'Posted round' : 'Round'}
            placeholder={roundOptions.length === 0 ? 'No round to choose yet' : 'Choose a round'}
            data={roundOptions}
            value={draft.roundId}
            searchable
            onChange={(roundId) => set({ roundId, heat: draft.kind === 'heat' ? 1 : null })}
          />
        )}

        {draft.kind === 'heat' && round && (
          <Select
            label="Heat"
            data={heatChoices(round)}
            value={draft.heat === null ? null : String(draft.heat)}
            onChange={(heat) => set({ heat: heat === null ? null : Number(heat) })}
            allowDeselect={false}
          />
        )}

        {draft.kind === 'finalReveal' && (
          <Select
            label="Event with a posted final"
            placeholder={
              finalChoices(rounds).length === 0 ? 'No final posted yet' : 'Choose an event'
            }
            data={finalChoices(rounds)}
            value={draft.eventId}
            searchable
            onChange={(eventId) => set({ eventId })}
          />
        )}
      </Stack>
    </Card>
  );
}
