import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FloorRound } from '../../../shared/deck-captain';
import { useAddWalkOn, useWalkOnCouples } from './api/floor';
import { coupleNames } from '../../lib/couple-names';

/**
 * Brings a couple onto a heat of a round not started yet: the event's
 * placeholder couple #9999, or a couple of the competition (who get an entry
 * in this event under their own number).
 */
export function WalkOnModal({
  competitionId,
  round,
  onDone,
  onClose,
}: {
  competitionId: string;
  round: FloorRound;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [who, setWho] = useState<'placeholder' | 'couple'>('placeholder');
  const [entryId, setEntryId] = useState<string | null>(null);
  const [heat, setHeat] = useState(String(round.heats[0]?.heat ?? 1));
  const [missing, setMissing] = useState(false);
  const couples = useWalkOnCouples(competitionId, who === 'couple');
  const addWalkOn = useAddWalkOn(competitionId);
  const options = (couples.data ?? []).map((c) => ({
    value: c.entryId,
    label: `${c.number ?? '-'}  ${coupleNames(c)} (${c.affiliation || 'no school'}), ${c.eventName}`,
  }));

  const confirm = () => {
    if (who === 'couple' && !entryId) return setMissing(true);
    addWalkOn.mutate(
      {
        round,
        walkOn: { entryId: who === 'couple' ? entryId : null, heat: Number(heat) },
      },
      {
        onSuccess: () => {
          const chosen = couples.data?.find((c) => c.entryId === entryId);
          const number = who === 'couple' ? (chosen?.number ?? '') : 9999;
          onDone(`Walk-on couple ${number} added to heat ${heat} of ${round.roundName}.`);
        },
      },
    );
  };

  return (
    <Modal
      opened
      size="lg"
      onClose={onClose}
      title={`Add a walk-on to ${round.eventName} ${round.roundName}`}
    >
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          size="md"
          value={who}
          onChange={(value) => setWho(value as typeof who)}
          data={[
            { value: 'placeholder', label: 'Placeholder #9999' },
            { value: 'couple', label: 'A registered couple' },
          ]}
        />
        {who === 'placeholder' ? (
          <Text size="sm">
            The event&apos;s placeholder couple, number 9999, for a couple who has no entry.
          </Text>
        ) : (
          <Select
            label="Couple"
            placeholder="Type a number or a name"
            searchable
            size="md"
            data={options}
            value={entryId}
            onChange={(value) => {
              setEntryId(value);
              setMissing(false);
            }}
            nothingFoundMessage={couples.isPending ? 'Loading couples…' : 'No such couple'}
            error={missing ? 'Choose the couple.' : undefined}
          />
        )}
        {round.heats.length > 1 && (
          <Group gap="xs" align="center">
            <Text size="sm" fw={500} id="walk-on-heat">
              Heat
            </Text>
            <SegmentedControl
              aria-labelledby="walk-on-heat"
              size="md"
              value={heat}
              onChange={setHeat}
              data={round.heats.map((h) => String(h.heat))}
            />
          </Group>
        )}
        {addWalkOn.error && (
          <Alert color="red" title="Not added" role="alert">
            {addWalkOn.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={addWalkOn.isPending} onClick={confirm}>
            Add walk-on
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
