import { Button, Card, Stack, Text } from '@mantine/core';
import { placeName } from '../../../domain/results';
import type { JumbotronScene, JumbotronView } from '../../../shared/jumbotron';
import { coupleNames } from '../../lib/couple-names';
import { useScenePreview } from './api/jumbotron';
import { revealStep } from './reveal-step';

/**
 * "Reveal next place" for the final on screen: says which place comes next
 * and who, from a preview of the scene on screen (which, unlike the screen,
 * carries the places not revealed yet), and reveals it from the version shown.
 * Until the preview matches the screen, or while a reveal is on its way, the
 * button waits, so a quick second click cannot repeat the first.
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
  const preview = useScenePreview(competitionId, live.scene);
  const content = preview.data?.content;
  if (live.scene.kind !== 'finalReveal' || content?.kind !== 'finalReveal') return null;
  const step = revealStep(live.scene, { content, current: !preview.isPlaceholderData });
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        {step.kind === 'next' ? (
          <Text aria-label="Next place">
            Next: {placeName(step.place.position, step.place.couples.length)} place,{' '}
            {step.place.couples
              .map((c) => `${c.number === null ? '' : `#${c.number} `}${coupleNames(c)}`)
              .join('; ')}
          </Text>
        ) : step.kind === 'done' ? (
          <Text>Every place is shown.</Text>
        ) : (
          <Text c="dimmed">Reading the next place…</Text>
        )}
        <Button
          onClick={() => step.kind === 'next' && onReveal(step.scene, live)}
          disabled={step.kind !== 'next' || pending}
          loading={pending}
        >
          Reveal next place
        </Button>
      </Stack>
    </Card>
  );
}
