import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sanitiser of the project: `sanitize-html` with a named policy per kind of HTML the API
 * hands out. The API cleans on read: every answer carrying HTML passes its text through `cleanHtml`
 * right before it leaves, so stored rows (demo data, an editor's paste, a hijacked entry) never reach
 * a page as they are, and the web app renders the answer without cleaning it again.
 */

/** Elements whose content is code or a widget, never text: dropped with everything inside. */
const CODE_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'option',
  'xmp',
  'noembed',
  'noframes',
];

const base = {
  disallowedTagsMode: 'discard',
  nonTextTags: CODE_ELEMENTS,
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
} satisfies sanitizeHtml.IOptions;

/** A site path ('/rewards/1', not '//host' or '/\host') or an https address; anything else is no link. */
function isSafeCampaignHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u001f\u007f\s\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return /^https:\/\/[^/]/i.test(href);
}

const POLICIES = {
  /**
   * Back-office HTML of campaigns, rewards, golden hours and Best Look contests (spec §2 voucher
   * detail: conditions and benefit shown as HTML): paragraphs, lists, emphasis and links to a site path
   * or an https address; no other attribute.
   */
  campaignBody: {
    ...base,
    allowedTags: ['p', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'br', 'span', 'a'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['https'],
    selfClosing: ['br'],
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim() ?? '';
        return { tagName, attribs: isSafeCampaignHref(href) ? { href, rel: 'noopener noreferrer' } : {} };
      },
    },
  },

  /** The suggest-service popup's title (spec §4 'Service selection'): inline emphasis only, no attribute. */
  inlineTitle: {
    ...base,
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'small', 'mark'],
    allowedAttributes: {},
    allowedSchemes: [],
    selfClosing: ['br'],
  },

  /** A content page's body rendered from Markdown: the tags and attributes an article needs. */
  article: {
    ...base,
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'blockquote',
      'br',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
      'figure',
      'figcaption',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    // An image comes from this site only: no scheme, so no data: or tracking pixel from elsewhere.
    allowedSchemesByTag: { img: [] },
    transformTags: {
      // h1 is the page title: a heading of the body starts at h2.
      h1: 'h2',
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external
            ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
            : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
        };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  },
} satisfies Record<string, sanitizeHtml.IOptions>;

export type HtmlPolicy = keyof typeof POLICIES;

/** `html` with only what `policy` allows: safe to put in a page as HTML. */
export function cleanHtml(policy: HtmlPolicy, html: string): string {
  return sanitizeHtml(html, POLICIES[policy]);
}
