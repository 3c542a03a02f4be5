import { Button, Card, Stack, Text } from '@mantine/core';
import { ordinal } from '../../../domain/ordinal';
import type { JumbotronScene, JumbotronView } from '../../../shared/jumbotron';
import { useScenePreview } from './api/jumbotron';

/**
 * "Reveal next place" for the final on screen: says which place comes next
 * and who, from a preview of the scene on screen (which, unlike the screen,
 * carries the places not revealed yet), and reveals it from the version shown.
 */
export function RevealNext({
  competitionId,
  live,
  onReveal,
  pending,
}: {
  competitionId: string;
  live: JumbotronView;
  onReveal: (scene: JumbotronScene, view: JumbotronView) => void;
  pending: boolean;
}) {
  const full = useScenePreview(competitionId, live.scene).data?.content;
  if (live.scene.kind !== 'finalReveal' || full?.kind !== 'finalReveal') return null;
  const next = full.places.find((place) => !place.revealed);
  const scene = live.scene;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        {next ? (
          <Text aria-label="Next place">
            Next: {next.couples.length > 1 ? 'tied ' : ''}
            {ordinal(next.position)} place,{' '}
            {next.couples
              .map(
                (c) => `${c.number === null ? '' : `#${c.number} `}${c.leadName} & ${c.followName}`,
              )
              .join('; ')}
          </Text>
        ) : (
          <Text>Every place is shown.</Text>
        )}
        <Button
          onClick={() => onReveal({ ...scene, revealed: full.revealed + 1 }, live)}
          disabled={!next}
          loading={pending}
        >
          Reveal next place
        </Button>
      </Stack>
    </Card>
  );
}
