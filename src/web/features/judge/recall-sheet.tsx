import { Alert, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import type { JudgeRound } from '../../../shared/judging';
import { CoupleButton } from './couple-button';
import { coupleButtonLabel, coupleNumber } from './couples';
import { recallCountWarning } from '../../../domain/judging';

/** A recall round's dance: heat by heat, tap the couples to recall; the count is a guide, not a rule. */
export function RecallSheet({
  round,
  dance,
  entries,
  locked,
  onTap,
}: {
  round: JudgeRound;
  dance: string;
  entries: string[];
  locked: boolean;
  /** A tap on a couple; the sheet's list changes with `tapCouple` where it is stored. */
  onTap: (entryId: string) => void;
}) {
  const warning = recallCountWarning(entries.length, round.recallTarget);
  const grid = (couples: JudgeRound['heats'][number]['couples']) => (
    <SimpleGrid cols={{ base: 4, xs: 5, sm: 6 }} spacing="sm" mt="sm">
      {couples.map((couple) => {
        const recalled = entries.includes(couple.entryId);
        return (
          <CoupleButton
            key={couple.entryId}
            number={coupleNumber(couple)}
            chosen={recalled}
            label={coupleButtonLabel(couple, recalled ? 'recalled' : 'not recalled')}
            absent={couple.absent}
            disabled={locked}
            onTap={() => onTap(couple.entryId)}
          />
        );
      })}
    </SimpleGrid>
  );
  return (
    <>
      <Group justify="space-between" align="baseline">
        <Text
          size="xl"
          fw={700}
          role="status"
          aria-live="polite"
          aria-label={`${dance}: ${entries.length} of ${round.recallTarget} recalled`}
        >
          {entries.length} of {round.recallTarget}
        </Text>
        <Text size="sm">recalled in {dance}</Text>
      </Group>
      {warning && !locked && (
        <Alert color="orange" variant="outline" p="xs" mt="xs">
          {warning}. You can still submit.
        </Alert>
      )}
      {round.heats.length <= 1 ? (
        grid(round.heats[0]?.couples ?? [])
      ) : (
        <Tabs defaultValue={String(round.heats[0]?.heat)} mt="sm">
          <Tabs.List grow>
            {round.heats.map((heat) => (
              <Tabs.Tab key={heat.heat} value={String(heat.heat)} fz="md">
                Heat {heat.heat} ({heat.couples.filter((c) => entries.includes(c.entryId)).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {round.heats.map((heat) => (
            <Tabs.Panel key={heat.heat} value={String(heat.heat)}>
              {grid(heat.couples)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </>
  );
}
