import { renderToStaticMarkup } from 'react-dom/server';
import { organizerMarkdown } from '../../shared/organizer-markdown';

/**
 * Organizer Markdown as sanitized HTML, rendered here so a phone opening a
 * public page downloads no Markdown parser (decision 025). The element is the
 * one the page editor previews with, so what may appear is unchanged.
 */
export function markdownHtml(markdown: string): string {
  return renderToStaticMarkup(organizerMarkdown(markdown));
}
