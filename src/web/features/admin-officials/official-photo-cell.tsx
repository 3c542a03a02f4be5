import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { PHOTO_CONTENT_TYPES } from '../../../domain/officials/image-type';
import { photoFileProblem } from '../../../shared/officials';
import type { AdminOfficial } from '../../../shared/officials';
import { useUploadOfficialPhoto } from './api/official-photo';

type OfficialPhotoCellProps = {
  competitionId: string;
  official: AdminOfficial;
  onRemove: (official: AdminOfficial) => void;
};

/**
 * An official's thumbnail with upload and remove. A file of the wrong type or
 * size is refused here, before it is sent; the server checks the bytes again.
 */
export function OfficialPhotoCell({ competitionId, official, onRemove }: OfficialPhotoCellProps) {
  const upload = useUploadOfficialPhoto(competitionId);
  const [problem, setProblem] = useState<string | null>(null);
  // Clears the hidden input, so picking the same file again (after fixing it) fires onChange.
  const resetPicker = useRef<() => void>(null);

  const send = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    upload.reset();
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (!refusal) upload.mutate({ officialId: official.id, file });
  };
  const error = problem ?? upload.error?.message;
  // Each button's name starts with its visible text, so speech control finds it by what it shows.
  const photoAction = official.photoURL ? 'Replace photo' : 'Upload photo';

  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <Avatar
          src={official.photoURL}
          {...(official.photoURL && { alt: `Photo of ${official.name}` })}
          name={official.name}
          color="initials"
          size="lg"
          radius="sm"
        />
        <Stack gap={4}>
          <FileButton onChange={send} accept={PHOTO_CONTENT_TYPES.join(',')} resetRef={resetPicker}>
            {(props) => (
              <Button
                {...props}
                size="compact-xs"
                variant="default"
                loading={upload.isPending}
                aria-label={`${photoAction} of ${official.name}`}
              >
                {photoAction}
              </Button>
            )}
          </FileButton>
          {official.photoURL && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Remove photo of ${official.name}`}
              onClick={() => onRemove(official)}
            >
              Remove photo
            </Button>
          )}
        </Stack>
      </Group>
      {upload.isPending && (
        <Text size="xs" c="dimmed" role="status">
          Uploading…
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert" maw={220}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
