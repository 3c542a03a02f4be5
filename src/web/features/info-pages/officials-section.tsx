import { Avatar, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { compareOfficialRoles, isJudgeRole } from '../../../domain/officials/official-roles';
import type { Official } from '../../../shared/officials';

/**
 * The competition's officials for the public: judges first, then everyone else
 * by role (chairman, scrutineer, deck captain, ... then free-text roles).
 * Renders nothing when no officials are listed.
 */
export function OfficialsSection({ officials }: { officials: Official[] }) {
  if (officials.length === 0) return null;
  const judges = officials.filter((official) => isJudgeRole(official.role));
  // Array sort is stable, so officials of one role keep the organizers' order.
  const others = officials
    .filter((official) => !isJudgeRole(official.role))
    .sort((a, b) => compareOfficialRoles(a.role, b.role));

  return (
    <Stack component="section" aria-labelledby="officials-title" gap="md">
      <Title order={2} id="officials-title">
        Officials
      </Title>
      {judges.length > 0 && (
        <OfficialGroup id="officials-judges" title="Judges" officials={judges} />
      )}
      {others.length > 0 && (
        <OfficialGroup
          id="officials-others"
          title={judges.length > 0 ? 'Other officials' : 'Competition officials'}
          officials={others}
        />
      )}
    </Stack>
  );
}

function OfficialGroup({
  id,
  title,
  officials,
}: {
  id: string;
  title: string;
  officials: Official[];
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid
        component="ul"
        aria-labelledby={id}
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {officials.map((official) => (
          <Card component="li" withBorder key={official.id}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              {official.photoURL ? (
                <Image
                  src={official.photoURL}
                  alt={`Photo of ${official.name}`}
                  loading="lazy"
                  w={96}
                  h={96}
                  radius="sm"
                  fit="cover"
                />
              ) : (
                // The name is right beside it, so the initials are decoration.
                <Avatar name={official.name} color="initials" size={96} radius="sm" aria-hidden />
              )}
              <Stack gap={2}>
                <Text fw={600}>{official.name}</Text>
                <Text size="sm" c="dimmed">
                  {official.role}
                </Text>
                {official.bio && (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                    {official.bio}
                  </Text>
                )}
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
