import { SimpleGrid, Text } from '@mantine/core';
import type { JudgeRound } from '../../../shared/judging';
import { CoupleButton } from './couple-button';
import { coupleButtonLabel, coupleNumber, couplesOf } from './couples';
import { ordinal } from '../../../domain/scrutineering';
import { placeOf } from './sheet-edits';

/** A final's dance: tap the couples in place order; tap a placed couple to take it out again. */
export function FinalSheet({
  round,
  entries,
  locked,
  onTap,
}: {
  round: JudgeRound;
  entries: string[];
  locked: boolean;
  /** A tap on a couple; the sheet's list changes with `tapCouple` where it is stored. */
  onTap: (entryId: string) => void;
}) {
  const couples = couplesOf(round);
  const next = entries.length + 1;
  return (
    <>
      <Text size="xl" fw={700} role="status" aria-live="polite">
        {next <= couples.length
          ? `Tap the couple in ${ordinal(next)} place`
          : 'Every couple placed'}
      </Text>
      {!locked && (
        <Text size="sm">Tap a placed couple to take it out; the places after it move up.</Text>
      )}
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="sm" mt="sm">
        {couples.map((couple) => {
          const place = placeOf(entries, couple.entryId);
          return (
            <CoupleButton
              key={couple.entryId}
              number={coupleNumber(couple)}
              chosen={place !== null}
              label={coupleButtonLabel(couple, place ? `${ordinal(place)} place` : 'not placed')}
              absent={couple.absent}
              badge={place ? ordinal(place) : undefined}
              disabled={locked}
              onTap={() => onTap(couple.entryId)}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
