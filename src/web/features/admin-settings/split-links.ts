export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Only web links: the text comes from email bodies, so nothing like `javascript:` may become a link. */
const WEB_LINK = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("open https://x/a." ). */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Drops a trailing ")" that closes prose around the link, keeping one that belongs to it (Wikipedia-style). */
function trimLink(candidate: string): string {
  let link = candidate.replace(TRAILING_PUNCTUATION, '');
  while (link.endsWith(')') && count(link, ')') > count(link, '(')) {
    link = link.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return link;
}

const count = (text: string, char: string) => text.split(char).length - 1;

function isWebUrl(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Splits plain text into text and http(s) link parts, in order, so a screen can
 * render the links as anchors without ever interpreting the text as HTML.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(WEB_LINK)) {
    const link = trimLink(match[0]);
    if (!isWebUrl(link)) continue;
    pushText(text.slice(cursor, match.index));
    parts.push({ kind: 'link', text: link, href: link });
    cursor = match.index + link.length;
  }
  pushText(text.slice(cursor));
  return parts;
}
