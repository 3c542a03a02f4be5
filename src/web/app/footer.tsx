import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useCompetition } from '../features/competition/api/get-competition';
import { footerLinks } from './footer-links';

export const PRODUCT_NAME = 'Ballroom Comp';

/** Footer: the competition's socials, the 'Powered by' line and the community chat. */
export function Footer() {
  const competition = useCompetition().data;
  const links = competition ? footerLinks(competition.socials) : [];
  const chat = competition?.socials.communityChat;
  return (
    <Box component="footer" py="lg" px="md" bg="gray.0" mt="xl">
      <Stack gap="xs" align="center">
        {links.length > 0 && (
          <Group gap="lg" component="nav" aria-label="Competition links">
            {links.map((link) => (
              <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Anchor>
            ))}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          Powered by {PRODUCT_NAME}, open-source software for ballroom competitions
        </Text>
        {chat && (
          <Anchor href={chat} size="sm" target="_blank" rel="noopener noreferrer">
            Join the community chat
          </Anchor>
        )}
      </Stack>
    </Box>
  );
}
