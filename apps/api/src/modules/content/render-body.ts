import { Marked } from 'marked';
import { cleanHtml } from '../../lib/html-policies.ts';

/**
 * A content page's Markdown body as HTML safe to put in a page: marked turns it into HTML, then the
 * `article` policy keeps only the tags and attributes an article needs. Whatever the store holds
 * (an editor's pasted HTML, a script, an event handler, a javascript: link) cannot run in the page.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

export function renderBody(body: string): string {
  const html = markdown.parse(body) as string;
  return cleanHtml('article', html).trim();
}

/** Minutes to read a body at about 200 words a minute (at least 1). */
export function readingMinutes(body: string): number {
  const words = body
    .replace(/[#>*_`|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
