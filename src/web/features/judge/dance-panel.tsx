import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { JudgeRound } from '../../../shared/judging';
import { couplesOf, numbersOf } from './couples';
import { FinalSheet } from './final-sheet';
import { RecallSheet } from './recall-sheet';
import { recallCountWarning } from '../../../domain/judging';
import { ordinal } from '../../../domain/scrutineering';
import { finalComplete, tapCouple } from './sheet-edits';
import type { SheetEdit } from './mark-queue';
import { statusWords } from './sheet-status';
import type { DanceView } from './sheet-status';

/** One dance of a round: the sheet to tap, where its marks are, and Review then Submit. */
export function DancePanel({
  round,
  dance,
  view,
  onChange,
}: {
  round: JudgeRound;
  dance: string;
  view: DanceView;
  /** Records a change to the dance's list on the device; `submit` sends it as final. */
  onChange: (edit: SheetEdit, submit: boolean) => void;
}) {
  const [reviewing, setReviewing] = useState(false);
  const { entries, locked } = view;
  const isFinal = round.kind === 'final';
  const unplaced =
    isFinal &&
    !finalComplete(
      entries,
      couplesOf(round).map((c) => c.entryId),
    );
  const tap = (entryId: string) => onChange((current) => tapCouple(current, entryId), false);
  return (
    <Stack gap="sm" pt="sm">
      <Text
        size="sm"
        fw={600}
        aria-live="polite"
        c={view.status.kind === 'refused' ? 'red.9' : 'dark.9'}
      >
        {dance}: {statusWords(view.status)}
      </Text>
      {locked && (
        <Alert color="dark" variant="outline" p="xs">
          Submitted; ask the scrutineer for a correction.
        </Alert>
      )}
      {isFinal ? (
        <FinalSheet round={round} entries={entries} locked={locked} onTap={tap} />
      ) : (
        <RecallSheet round={round} dance={dance} entries={entries} locked={locked} onTap={tap} />
      )}
      {!locked && (
        <Button size="lg" mt="sm" onClick={() => setReviewing(true)}>
          Review {dance}
        </Button>
      )}
      <Modal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        title={`Review ${dance}`}
        fullScreen
        radius={0}
      >
        <Review round={round} entries={entries} />
        {unplaced && (
          <Alert color="red" variant="outline" mt="md">
            Place every couple before you submit.
          </Alert>
        )}
        <Stack mt="lg">
          <Button
            size="lg"
            disabled={unplaced}
            onClick={() => {
              onChange((current) => [...current], true);
              setReviewing(false);
            }}
          >
            Submit {dance}
          </Button>
          <Button size="lg" variant="default" onClick={() => setReviewing(false)}>
            Back to marking
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Review({ round, entries }: { round: JudgeRound; entries: string[] }) {
  const numbers = numbersOf(round, entries);
  if (round.kind === 'final') {
    return (
      <List listStyleType="none" size="xl" spacing="xs" aria-label="Places">
        {numbers.map((number, index) => (
          <List.Item key={number}>
            {ordinal(index + 1)}: couple {number}
          </List.Item>
        ))}
      </List>
    );
  }
  const warning = recallCountWarning(entries.length, round.recallTarget);
  const sorted = [...numbers].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  return (
    <Stack gap="xs">
      <Text size="lg" fw={700}>
        {entries.length} of {round.recallTarget} recalled
      </Text>
      {warning && (
        <Alert color="orange" variant="outline" p="xs">
          {warning}.
        </Alert>
      )}
      <Text size="xl" data-testid="review-recalled">
        {sorted.length > 0 ? sorted.join(', ') : 'No couple recalled.'}
      </Text>
    </Stack>
  );
}
