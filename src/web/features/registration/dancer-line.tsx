import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ViewDancer } from '../../../shared/registration';
import { paths } from '../../app/paths';

/**
 * "Lead: #237 Ada Lovelace (Riverside University)", the name linking to their
 * page when asked; a dancer on file who has not confirmed yet shows only the
 * name typed, as nothing stored is shown before they confirm.
 */
export function DancerLine({
  role,
  dancer,
  linked = false,
}: {
  role: string;
  dancer: ViewDancer;
  linked?: boolean;
}) {
  if (dancer.awaiting) {
    return (
      <Text>
        <Text span fw={600}>
          {role}:
        </Text>{' '}
        {dancer.name}{' '}
        <Text span c="dimmed">
          (asked by email to confirm)
        </Text>
      </Text>
    );
  }
  return (
    <Text>
      <Text span fw={600}>
        {role}:
      </Text>{' '}
      <Text span ff="monospace" fw={700}>
        #{dancer.number}
      </Text>{' '}
      {linked ? (
        <Anchor component={Link} to={paths.competitorDetails({ competitorId: dancer.id })}>
          {dancer.name}
        </Anchor>
      ) : (
        dancer.name
      )}{' '}
      <Text span c="dimmed">
        ({dancer.affiliation})
      </Text>
    </Text>
  );
}
