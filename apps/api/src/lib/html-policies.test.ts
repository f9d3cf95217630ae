import { describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '../db/seed/campaigns.ts';
import { SUGGEST_RULES } from '../db/seed/catalog.ts';
import { cleanHtml } from './html-policies.ts';

const campaign = (html: string) => cleanHtml('campaignBody', html);
const title = (html: string) => cleanHtml('inlineTitle', html);
const article = (html: string) => cleanHtml('article', html);

describe('campaignBody policy (spec §2 voucher detail: conditions and benefit shown as HTML)', () => {
  it('keeps the allowed tags: p, ul, ol, li, b, strong, i, em, br, span', () => {
    const html = '<p>Giảm <b>20%</b> <strong>Uốn</strong> <i>và</i> <em>Nhuộm</em><br /><span>x</span></p><ol><li>1</li></ol><ul><li>2</li></ul>';
    expect(campaign(html)).toBe(html);
  });

  it('the seeded conditions and benefits come out unchanged', () => {
    for (const c of CAMPAIGNS) {
      expect(campaign(c.effect)).toBe(c.effect);
      expect(campaign(c.condition)).toBe(c.condition);
    }
  });

  it('drops <script> and its content, and other code elements (style, iframe, svg, math, noscript)', () => {
    expect(campaign('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(campaign('<SCRIPT type="x">document.cookie</SCRIPT >ok')).toBe('ok');
    expect(campaign('<style>p{}</style><iframe src="https://x">inside</iframe>t')).toBe('t');
    expect(campaign('<p>x<script>never closed')).toBe('<p>x</p>');
    expect(campaign('<svg onload=alert(1)><script>alert(2)</script></svg>t')).toBe('t');
    expect(campaign('<math><mi xlink:href="javascript:alert(1)">x</mi></math>y')).toBe('y');
    expect(campaign('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('');
    expect(campaign('<object data="x.swf"></object><embed src="x.swf">z')).toBe('z');
  });

  it('drops every attribute (onclick, onerror, style, class) from allowed tags', () => {
    expect(campaign('<p onclick="steal()" style="color:red" class="x">hi</p>')).toBe('<p>hi</p>');
    expect(campaign('<span onmouseover=alert(1)>t</span>')).toBe('<span>t</span>');
    expect(campaign('<p style="background:url(javascript:alert(1))">s</p>')).toBe('<p>s</p>');
    expect(campaign('<b onerror="alert(1)">b</b><img src=x onerror=alert(1)>')).toBe('<b>b</b>');
  });

  it('keeps a link only to a site path or an https address', () => {
    expect(campaign('<a href="/rewards/1" onclick="x()">r</a>')).toBe('<a href="/rewards/1" rel="noopener noreferrer">r</a>');
    expect(campaign("<a href='https://shine.vn/x?a=1&b=2'>s</a>")).toBe('<a href="https://shine.vn/x?a=1&amp;b=2" rel="noopener noreferrer">s</a>');
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:x',
      ' javascript:x',
      'jav&#x61;script:x',
      'http://plain.vn',
      '//evil.com',
      '/\\evil.com',
      'data:text/html,x',
      'vbscript:x',
    ];
    for (const href of bad) expect(campaign(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
  });

  it('drops unknown tags but keeps their text; comments and doctype go', () => {
    expect(campaign('<div><img src=x onerror=alert(1)><h1>Title</h1></div><!-- note -->')).toBe('Title');
    expect(campaign('<!doctype html><p>x</p>')).toBe('<p>x</p>');
  });

  it('escapes stray angle brackets and closes what was left open', () => {
    expect(campaign('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(campaign('<p><b>bold')).toBe('<p><b>bold</b></p>');
    expect(campaign('<p title="a>b">t</p>')).toBe('<p>t</p>');
    expect(campaign('<p <script>alert(1)</script>')).not.toMatch(/<script/);
  });

  it('keeps entities and escapes bare ampersands', () => {
    expect(campaign('A &amp; B &lt;script&gt; & C')).toBe('A &amp; B &lt;script&gt; &amp; C');
  });
});

describe('inlineTitle policy (spec §4 suggest-service popup title)', () => {
  it('keeps inline emphasis; the seeded titles come out unchanged', () => {
    expect(title('Thêm <b>Gội</b> &amp; <i>sấy</i>')).toBe('Thêm <b>Gội</b> &amp; <i>sấy</i>');
    for (const rule of SUGGEST_RULES) {
      expect(title(rule.title)).toBe(rule.title);
      expect(title(rule.titleEn)).toBe(rule.titleEn);
    }
  });

  it('drops attributes, links, images and scripts', () => {
    expect(title('<img src=x onerror=alert(1)><b onclick="x" style="color:red">A</b>')).toBe('<b>A</b>');
    expect(title('<script>alert(1)</script> & co')).toBe(' &amp; co');
    expect(title('<a href="javascript:alert(1)">bấm</a><iframe src="https://x"></iframe><p>đoạn</p>')).toBe('bấmđoạn');
  });
});

describe('article policy (content pages rendered from Markdown)', () => {
  it("keeps headings, tables and the site's images; h1 becomes h2", () => {
    expect(article('<h1>T</h1><table><tr><th scope="col">a</th></tr></table>')).toBe('<h2>T</h2><table><tr><th scope="col">a</th></tr></table>');
    expect(article('<img src="/images/a.svg" alt="a" onerror="alert(1)">')).toBe('<img src="/images/a.svg" alt="a" loading="lazy" />');
  });

  it('an external link opens apart; javascript:, data: images and foreign images go', () => {
    expect(article('<a href="https://example.com" onclick="x()">e</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>');
    expect(article('<a href="javascript:alert(1)">j</a>')).toBe('<a>j</a>');
    expect(article('<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="https://tracker.example/p.gif">')).toBe(
      '<img loading="lazy" /><img loading="lazy" />',
    );
    expect(article('<iframe src="https://evil.example">x</iframe><style>*{}</style><p style="color:red">p</p>')).toBe('<p>p</p>');
  });
});
