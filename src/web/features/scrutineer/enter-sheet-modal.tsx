import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import type { PanelJudge, RoundJudging } from '../../../shared/judging';
import { useRoundAction } from './api/round-judging';
import { coupleNames } from '../../lib/couple-names';
import { coupleNumber, floorOrder } from './couples';
import { finalEntries, recallEntries, sheetFormValues } from './sheet-form';

type Props = {
  competitionId: string;
  round: RoundJudging;
  judge: PanelJudge;
  dance: string;
  onClose: () => void;
};

/**
 * A judge's paper sheet for one dance, entered by the scrutineer on their
 * behalf: ticks for a recall, a place per couple for a final. It replaces what
 * the judge sent; the server keeps the judge's own marks in the audit log.
 */
export function EnterSheetModal({ competitionId, round, judge, dance, onClose }: Props) {
  const enter = useRoundAction(
    competitionId,
    { eventId: round.eventId, roundNumber: round.roundNumber },
    'enterSheet',
  );
  const couples = floorOrder(round.couples);
  const current = round.sheets.find((s) => s.judgeId === judge.judgeId && s.dance === dance);
  const [values, setValues] = useState(() => sheetFormValues(couples, current));
  const [problem, setProblem] = useState<string>();
  const target = round.recallTarget ?? round.recallSize;

  const save = () => {
    const checked =
      round.kind === 'final'
        ? finalEntries(couples, values.places)
        : { ok: true as const, entries: recallEntries(couples, values.recalled) };
    if (!checked.ok) return setProblem(checked.message);
    setProblem(undefined);
    enter.mutate(
      { judgeId: judge.judgeId, dance, entries: checked.entries },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`${judge.name}: ${dance}`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {current?.status === 'submitted'
            ? 'Correct the submitted sheet. The judge’s own marks stay in the audit log.'
            : 'Enter the paper sheet on the judge’s behalf; it counts as submitted.'}
        </Text>
        {round.kind === 'recall' ? (
          <Checkbox.Group
            label={`Couples recalled (${values.recalled.length} of ${target} asked)`}
            value={values.recalled}
            onChange={(recalled) => setValues({ ...values, recalled })}
          >
            <Group gap="md" mt="xs">
              {couples.map((couple) => (
                <Checkbox
                  key={couple.entryId}
                  value={couple.entryId}
                  label={coupleNumber(couple)}
                  title={coupleNames(couple)}
                  size="md"
                />
              ))}
            </Group>
          </Checkbox.Group>
        ) : (
          <Table aria-label="Places">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Couple</Table.Th>
                <Table.Th scope="col">Place</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {couples.map((couple) => (
                <Table.Tr key={couple.entryId}>
                  <Table.Th scope="row">
                    {coupleNumber(couple)}{' '}
                    <Text span size="xs" c="dimmed">
                      {coupleNames(couple)}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Place of couple ${coupleNumber(couple)}`}
                      min={1}
                      max={couples.length}
                      allowDecimal={false}
                      w={90}
                      value={values.places[couple.entryId] ?? ''}
                      onChange={(place) =>
                        setValues({
                          ...values,
                          places: {
                            ...values.places,
                            [couple.entryId]: typeof place === 'number' ? place : '',
                          },
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {(problem ?? enter.error) && (
          <Alert color="red" role="alert" title="Not saved">
            {problem ?? enter.error?.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={enter.isPending} onClick={save}>
            Save sheet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
