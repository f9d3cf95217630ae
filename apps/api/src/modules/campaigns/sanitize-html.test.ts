import { describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '../../db/seed/campaigns.ts';
import { sanitizeHtml } from './sanitize-html.ts';

describe('campaign HTML sanitiser (spec §2 voucher detail: conditions and benefit shown as HTML)', () => {
  it('keeps the allowed tags: p, ul, ol, li, b, strong, i, em, br, span', () => {
    const html = '<p>Giảm <b>20%</b> <strong>Uốn</strong> <i>và</i> <em>Nhuộm</em><br><span>x</span></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('the seeded conditions and benefits come out unchanged', () => {
    for (const c of CAMPAIGNS) {
      expect(sanitizeHtml(c.effect)).toBe(c.effect);
      expect(sanitizeHtml(c.condition)).toBe(c.condition);
    }
  });

  it('drops <script> and its content, and other code elements', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="x">document.cookie</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<style>p{}</style><iframe src="https://x"></iframe>t')).toBe('t');
    expect(sanitizeHtml('<p>x<script>never closed')).toBe('<p>x</p>');
  });

  it('drops every attribute (onclick, style, class) from allowed tags', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<span onmouseover=alert(1)>t</span>')).toBe('<span>t</span>');
  });

  it('keeps a link only to a site path or an https address', () => {
    expect(sanitizeHtml('<a href="/rewards/1" onclick="x()">r</a>')).toBe('<a href="/rewards/1" rel="noopener noreferrer">r</a>');
    expect(sanitizeHtml("<a href='https://shine.vn/x?a=1&b=2'>s</a>")).toBe('<a href="https://shine.vn/x?a=1&amp;b=2" rel="noopener noreferrer">s</a>');
    for (const bad of ['javascript:alert(1)', 'http://plain.vn', '//evil.com', '/\\evil.com', 'data:text/html,x', ' javascript:x', 'jav&#x61;script:x']) {
      expect(sanitizeHtml(`<a href="${bad}">x</a>`), bad).toBe('<a>x</a>');
    }
  });

  it('drops unknown tags but keeps their text; comments and doctype go', () => {
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)><h1>Title</h1></div><!-- note -->')).toBe('Title');
    expect(sanitizeHtml('<!doctype html><p>x</p>')).toBe('<p>x</p>');
  });

  it('escapes stray angle brackets and closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<p><b>bold')).toBe('<p><b>bold</b></p>');
    expect(sanitizeHtml('</b>x</p>')).toBe('x');
    expect(sanitizeHtml('<p title="a>b">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<p <script>alert(1)</script>')).toBe('&lt;p ');
  });

  it('keeps entities and escapes bare ampersands', () => {
    expect(sanitizeHtml('A &amp; B &lt;script&gt; & C')).toBe('A &amp; B &lt;script&gt; &amp; C');
  });
});
