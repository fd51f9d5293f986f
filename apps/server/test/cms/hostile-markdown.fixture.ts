/**
 * Hostile Markdown and HTML a CMS editor (or a stolen staff session) might save. Each one must
 * come out of the renderer with no script, no event handler and no dangerous URL.
 */
export const hostileCorpus: { name: string; source: string }[] = [
  { name: 'script tag', source: '<script>alert(1)</script>' },
  { name: 'script tag, upper case', source: '<SCRIPT>alert(1)</SCRIPT>' },
  {
    name: 'script tag, mixed case with attributes',
    source: '<ScRiPt type="text/javascript" src="https://evil.example/x.js"></sCrIpT>',
  },
  { name: 'script split across lines', source: '<scr\nipt>alert(1)</script>' },
  { name: 'script in a paragraph', source: 'Hello <script>document.cookie</script> world' },
  { name: 'nested script tags', source: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'script in an HTML block', source: '<div>\n<script>alert(1)</script>\n</div>' },
  { name: 'img onerror', source: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror, quoted and mixed case', source: '<IMG SRC="x" OnErRoR="alert(1)">' },
  { name: 'body onload', source: '<body onload=alert(1)>' },
  { name: 'div onmouseover', source: '<div onmouseover="alert(1)">hover</div>' },
  { name: 'anchor onclick', source: '<a href="https://example.com" onclick="alert(1)">x</a>' },
  { name: 'javascript: link in HTML', source: '<a href="javascript:alert(1)">x</a>' },
  { name: 'javascript: link, mixed case', source: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  {
    name: 'javascript: link, entity-encoded',
    source: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  { name: 'javascript: link, hex entities', source: '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>' },
  { name: 'javascript: link with a tab', source: '<a href="jav\tascript:alert(1)">x</a>' },
  { name: 'javascript: link with leading spaces', source: '<a href="   javascript:alert(1)">x</a>' },
  { name: 'vbscript: link', source: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'data: link',
    source: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  { name: 'markdown javascript: link', source: '[click](javascript:alert(1))' },
  { name: 'markdown javascript: link, mixed case', source: '[click](JAVASCRIPT:alert(1))' },
  { name: 'markdown javascript: link, entity-encoded', source: '[click](&#106;avascript:alert(1))' },
  { name: 'markdown javascript: link, percent-encoded', source: '[click](javascript%3Aalert(1))' },
  { name: 'markdown vbscript: link', source: '[click](vbscript:msgbox(1))' },
  { name: 'markdown data: link', source: '[click](data:text/html,<script>alert(1)</script>)' },
  { name: 'markdown reference link with javascript:', source: '[click][x]\n\n[x]: javascript:alert(1)' },
  { name: 'markdown autolink javascript:', source: '<javascript:alert(1)>' },
  { name: 'markdown image with javascript:', source: '![x](javascript:alert(1))' },
  {
    name: 'markdown image with data: URL',
    source: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  },
  { name: 'markdown image over plain http', source: '![x](http://tracker.example/pixel.gif)' },
  {
    name: 'markdown image with a quote breaking out',
    source: '![x](https://example.com/a.png"onerror="alert(1))',
  },
  {
    name: 'markdown link title breaking out',
    source: '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  },
  { name: 'svg with script', source: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg onload', source: '<svg onload=alert(1)>' },
  { name: 'svg in markdown image', source: '![x](https://example.com/x.svg#<script>alert(1)</script>)' },
  {
    name: 'math with a javascript link',
    source: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  },
  { name: 'style tag', source: '<style>body{background:url(javascript:alert(1))}</style>' },
  { name: 'style attribute', source: '<p style="background:url(javascript:alert(1))">x</p>' },
  { name: 'iframe', source: '<iframe src="https://evil.example"></iframe>' },
  { name: 'iframe srcdoc', source: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object', source: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed', source: '<embed src="javascript:alert(1)">' },
  { name: 'form action', source: '<form action="javascript:alert(1)"><button>x</button></form>' },
  { name: 'meta refresh', source: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', source: '<base href="javascript:alert(1)//">' },
  { name: 'link stylesheet', source: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { name: 'HTML comment hiding a script', source: '<!-- --><script>alert(1)</script><!-- -->' },
  { name: 'conditional comment', source: '<!--[if IE]><script>alert(1)</script><![endif]-->' },
  { name: 'comment closing early', source: '<!--><img src=x onerror=alert(1)>-->' },
  { name: 'CDATA', source: '<![CDATA[<script>alert(1)</script>]]>' },
  { name: 'unclosed tag', source: '<img src=x onerror=alert(1)//' },
  { name: 'attribute without quotes and a backtick', source: '<img src=`x`onerror=alert(1)>' },
  { name: 'protocol-relative image', source: '![x](//evil.example/x.png)' },
  { name: 'inline code is text', source: 'Use `<script>alert(1)</script>` carefully' },
];

/** What must never appear in the rendered HTML (as markup, not as escaped text). */
const dangerousPatterns: RegExp[] = [
  /<script/i,
  /<\/script/i,
  /<style/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<meta/i,
  /<base/i,
  /<link/i,
  /<[^>]*\s(?:href|src|action|data|srcdoc)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i,
  /<[^>]*\s(?:href|src)\s*=\s*["']?\s*\/\//i,
  /<img[^>]*\ssrc\s*=\s*["']?\s*http:/i,
];

/** Attributes that must never appear on a tag; checked with quoted attribute values blanked out. */
const dangerousAttributes: RegExp[] = [/<[^>]*\son[a-z]+\s*=/i, /<[^>]*\sstyle\s*=/i];

/** The dangerous things found in rendered HTML (empty when it is safe). */
export function dangersIn(html: string): string[] {
  const tagsOnly = html.replace(/"[^"]*"/g, '""');
  return [
    ...dangerousPatterns.filter((pattern) => pattern.test(html)),
    ...dangerousAttributes.filter((pattern) => pattern.test(tagsOnly)),
  ].map(String);
}
