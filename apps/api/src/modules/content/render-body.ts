import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A content page's Markdown body as HTML safe to put in a page: marked turns it into HTML, then
 * sanitize-html keeps only the tags and attributes an article needs. Whatever the store holds
 * (an editor's pasted HTML, a script, an event handler, a javascript: link) cannot run in the page.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // h1 is the page title: a heading of the body starts at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  disallowedTagsMode: 'discard',
};

export function renderBody(body: string): string {
  const html = markdown.parse(body) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}

/** Minutes to read a body at about 200 words a minute (at least 1). */
export function readingMinutes(body: string): number {
  const words = body.replace(/[#>*_`|-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
