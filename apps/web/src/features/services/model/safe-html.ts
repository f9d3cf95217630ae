// The suggest popup's title is HTML from the catalogue ('Thêm <b>Gội</b> …'). Only inline emphasis
// survives, without attributes; everything else is shown as text.
const INLINE_TAGS = 'b|strong|i|em|u|br|span|small|mark';
const ALLOWED = new RegExp(`&lt;(/?)(${INLINE_TAGS})\\s*/?&gt;`, 'gi');

export function sanitizeInlineHtml(html: string): string {
  const escaped = html
    .replace(/&(?!(?:#\d+|#x[\da-f]+|[a-z]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped.replace(ALLOWED, (_, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`);
}
