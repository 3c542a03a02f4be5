import type { AnalyticsScript } from '../config';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page shell with the configured Plausible or Umami script in its head.
 * `defer`, so the site never waits for the statistics server; the values
 * are escaped although the configuration already refuses anything odd.
 */
export function shellWithAnalyticsScript(shell: string, script: AnalyticsScript): string {
  const tag = `<script defer src="${escapeAttribute(new URL(script.src).href)}" ${script.siteAttribute}="${escapeAttribute(script.siteId)}"></script>`;
  const headEnd = shell.indexOf('</head>');
  if (headEnd === -1)
    throw new Error('The built index.html has no </head> to put the analytics script in');
  return `${shell.slice(0, headEnd)}${tag}${shell.slice(headEnd)}`;
}
