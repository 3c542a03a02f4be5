import { Typography } from '@mantine/core';
import { organizerMarkdown } from '../../shared/organizer-markdown';

/**
 * Organizer-written Markdown rendered in the browser: only the page editor's
 * live preview (staff chunk). Public pages arrive as HTML rendered on the
 * server by the same element (decision 025).
 */
export function Markdown({ children }: { children: string }) {
  return <Typography>{organizerMarkdown(children)}</Typography>;
}
