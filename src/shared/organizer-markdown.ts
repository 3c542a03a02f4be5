import { createElement } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * Organizer-written Markdown as React elements: GFM, no raw HTML, sanitized
 * (decision 004). The server renders public pages with it (decision 025) and
 * the page editor previews with it, so both show exactly the same thing.
 */
export function organizerMarkdown(markdown: string) {
  return createElement(
    ReactMarkdown,
    { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSanitize] },
    markdown,
  );
}
