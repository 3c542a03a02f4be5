import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { JumbotronScene, JumbotronView } from '../../../shared/jumbotron';
import { contentTitle } from '../../../shared/jumbotron';
import { ApiRequestError } from '../../lib/api-client';
import { useCompetition } from '../competition/api/get-competition';
import { useSchedule } from '../schedule/api/get-schedule';
import { useJumbotronView, useScenePreview, useShowScene } from './api/jumbotron';
import { JumbotronDisplay } from './jumbotron-display';
import classes from './jumbotron.module.css';
import { RevealNext } from './reveal-next';
import { SceneForm } from './scene-form';
import type { SceneDraft } from './scene-draft';
import { EMPTY_DRAFT, sceneOf } from './scene-draft';

/**
 * /jumbotroncontroller: pick a scene, see it in the preview, show it; reveal
 * a final place by place. The server holds what the screen shows, so every
 * controller sees the same "Live now", and a change made from a screen that
 * was behind is refused with a message saying so.
 */
export function JumbotronControllerScreen() {
  const competition = useCompetition().data;
  if (!competition) return <Skeleton h={400} m="md" aria-label="Loading the controller" />;
  return <Controller competitionId={competition.id} primaryColor={competition.primaryColor} />;
}

function Controller({
  competitionId,
  primaryColor,
}: {
  competitionId: string;
  primaryColor: string;
}) {
  const live = useJumbotronView(competitionId);
  const rounds = useSchedule(competitionId).data ?? [];
  const [draft, setDraft] = useState<SceneDraft>(EMPTY_DRAFT);
  const scene = sceneOf(draft, rounds);
  const preview = useScenePreview(competitionId, scene);
  const show = useShowScene(competitionId);

  const showScene = (next: JumbotronScene, view: JumbotronView) =>
    show.mutate({ scene: next, expectedVersion: view.version });

  return (
    <Container fluid py="md" px="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Jumbotron controller</Title>
          <Anchor href="/jumbotron" target="_blank" rel="noopener">
            Open the screen in a new window
          </Anchor>
        </Group>
        {show.isError && <ShowRefusal error={show.error} />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <SceneForm draft={draft} onChange={setDraft} rounds={rounds} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Stack gap="xs">
              <Title order={2}>Preview</Title>
              {scene === null ? (
                <Text c="dimmed">Complete the scene to see it here.</Text>
              ) : preview.isError ? (
                <Alert color="orange" title="This scene cannot be shown">
                  {preview.error.message}
                </Alert>
              ) : preview.data ? (
                <>
                  <div className={classes.pane}>
                    <JumbotronDisplay
                      view={preview.data}
                      primaryColor={primaryColor}
                      label="Preview"
                    />
                  </div>
                  <Text size="sm" c="dimmed">
                    {contentTitle(preview.data.content)}
                    {preview.data.content.kind === 'finalReveal' &&
                      ' (the screen reveals the places one click at a time)'}
                  </Text>
                </>
              ) : (
                <Skeleton h={200} aria-label="Loading the preview" />
              )}
              <Group>
                <Button
                  onClick={() => scene && live.data && showScene(scene, live.data)}
                  disabled={scene === null || preview.isError || !live.data}
                  loading={show.isPending}
                >
                  Show on screen
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Stack gap="xs">
              <Title order={2}>Live now</Title>
              {live.data ? (
                <>
                  <div className={classes.pane}>
                    <JumbotronDisplay
                      view={live.data}
                      primaryColor={primaryColor}
                      label="Live now"
                    />
                  </div>
                  <Text size="sm" aria-label="On screen">
                    On screen: {contentTitle(live.data.content)}
                  </Text>
                  {live.data.unavailable !== null && (
                    <Alert color="orange" title="The screen shows the welcome slide instead">
                      {live.data.unavailable}
                    </Alert>
                  )}
                  {live.data.scene.kind === 'finalReveal' && live.data.unavailable === null && (
                    <RevealNext
                      competitionId={competitionId}
                      live={live.data}
                      onReveal={showScene}
                      pending={show.isPending}
                    />
                  )}
                </>
              ) : live.isError ? (
                <Alert color="red" title="The screen's state could not be read">
                  {live.error.message}
                </Alert>
              ) : (
                <Skeleton h={200} aria-label="Loading what the screen shows" />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function ShowRefusal({ error }: { error: Error }) {
  const changedElsewhere = error instanceof ApiRequestError && error.code === 'jumbotron_changed';
  return (
    <Alert
      color={changedElsewhere ? 'orange' : 'red'}
      title={changedElsewhere ? 'Another controller changed the screen' : 'Not shown'}
      role="alert"
    >
      {error.message}
    </Alert>
  );
}
