// Campaign conditions and benefits are HTML written in a back office and shown as HTML by the web app
// (spec §2 voucher detail). They are cleaned here with an allow-list, so a bad or hijacked entry cannot
// run script on the site: only the tags below survive, with no attribute except a safe link href.

const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em', 'br', 'span', 'a']);
const VOID = new Set(['br']);
/** Elements whose content is code or widgets, never text: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math']);

// A comment, a tag (quoted attribute values may hold '>'), a declaration ('<!doctype>'), a lone '<', or text.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"'<]|"[^"]*"|'[^']*')*)>|<![^>]*>?|<|[^<]+/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

const escapeText = (text: string) => text.replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** A site path ('/rewards/1', not '//host' or '/\host') or an https address; anything else is dropped. */
function safeHref(attrs: string): string | null {
  const match = HREF.exec(attrs);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (href === '' || /[\u0000-\u001f\u007f\s\\]/.test(href)) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https:\/\/[^/]/i.test(href) ? href : null;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(html)) !== null) {
    const [token, slash, rawName, attrs = ''] = m;
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      // text, or a '<' that starts no tag ('<!doctype>' dropped, '1 < 2' kept as text)
      if (!token.startsWith('<!')) out.push(escapeText(token));
      continue;
    }
    const name = rawName.toLowerCase();
    if (!slash && DROP_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'ig');
      close.lastIndex = TOKEN.lastIndex;
      const end = close.exec(html);
      TOKEN.lastIndex = end ? close.lastIndex : html.length;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attrs);
      out.push(href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    if (!attrs.trimEnd().endsWith('/')) open.push(name);
    else out.push(`</${name}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
