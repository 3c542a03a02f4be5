import { Table, Text } from '@mantine/core';
import type { ResultCouple } from '../../../shared/results';
import { coupleNames } from '../../lib/couple-names';

/** Couples of a round by entry id. */
export type CoupleLookup = (entryId: string) => ResultCouple | undefined;

export const coupleLookup = (couples: readonly ResultCouple[]): CoupleLookup => {
  const byId = new Map(couples.map((couple) => [couple.entryId, couple]));
  return (entryId) => byId.get(entryId);
};

/** The number called on the floor; a couple without one is shown by a dash. */
export const numberOf = (couple: ResultCouple | undefined) =>
  couple?.number === null || couple === undefined ? '–' : String(couple.number);

/** The row's header cell: the couple's number (the column that stays in view). */
export function NumberCell({ couple }: { couple: ResultCouple | undefined }) {
  return (
    <Table.Th scope="row" fw={700}>
      {numberOf(couple)}
    </Table.Th>
  );
}

/** The couple's names and school. */
export function NamesCell({ couple }: { couple: ResultCouple | undefined }) {
  return (
    <Table.Td>
      {couple ? (
        <>
          <Text size="sm" component="span" display="block">
            {coupleNames(couple)}
          </Text>
          {couple.affiliation && (
            <Text size="xs" c="dimmed" component="span" display="block">
              {couple.affiliation}
            </Text>
          )}
        </>
      ) : null}
    </Table.Td>
  );
}
