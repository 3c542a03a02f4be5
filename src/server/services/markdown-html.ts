import { renderToStaticMarkup } from 'react-dom/server';
import { organizerMarkdown } from '../../shared/organizer-markdown';

/**
 * Pages rendered lately, by their Markdown. Rendering costs milliseconds per
 * page and every public read of the pages presents all six, while the text
 * changes only when an organizer edits it; the bound keeps old texts from
 * piling up. (The public read cache does not make this redundant: it forgets
 * the pages on any change to the competition, not only on an edit to them.)
 */
const rendered = new Map<string, string>();
const MAX_RENDERED = 64;

/**
 * Organizer Markdown as sanitized HTML, rendered here so a phone opening a
 * public page downloads no Markdown parser (decision 025). The element is the
 * one the page editor previews with, so what may appear is unchanged.
 */
export function markdownHtml(markdown: string): string {
  const cached = rendered.get(markdown);
  if (cached !== undefined) return cached;
  const html = renderToStaticMarkup(organizerMarkdown(markdown));
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value as string);
  rendered.set(markdown, html);
  return html;
}
