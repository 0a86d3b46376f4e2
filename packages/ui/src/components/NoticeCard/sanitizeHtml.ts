/**
 * Browser-side allow-list sanitiser for notice details. The server already cleans the HTML when
 * it is stored; this second pass means a bad row (or an older server) still cannot run script.
 * Allowed elements are rebuilt from scratch with only their allowed attributes; unknown elements
 * are unwrapped (their text kept); elements whose content is code or embedded media are dropped
 * whole. Headings become bold paragraphs so a notice cannot break the page's heading outline.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  span: [],
  div: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  code: [],
  pre: [],
  hr: [],
  a: ['href', 'title'],
};

const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
  'video',
  'audio',
  'canvas',
  'img',
  'picture',
  'source',
]);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i;

function isSafeUrl(value: string): boolean {
  // Control characters and whitespace can hide a scheme ('java\tscript:'), so they are removed first.
  const compact = Array.from(value)
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('');
  return SAFE_URL.test(compact) || !/^[a-z][a-z0-9+.-]*:/i.test(compact);
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    const clean = cleanNode(child, doc);
    if (clean) to.appendChild(clean);
  }
}

function cleanNode(node: Node, doc: Document): Node | null {
  if (node.nodeType === 3) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;

  if (HEADINGS.has(tag)) {
    const paragraph = doc.createElement('p');
    const strong = doc.createElement('strong');
    copyChildren(element, strong, doc);
    paragraph.appendChild(strong);
    return paragraph;
  }

  const allowed = ALLOWED[tag];
  if (!allowed) {
    const fragment = doc.createDocumentFragment();
    copyChildren(element, fragment, doc);
    return fragment;
  }

  const clean = doc.createElement(tag);
  for (const name of allowed) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' && !isSafeUrl(value)) continue;
    clean.setAttribute(name, value);
  }
  if (tag === 'a' && clean.hasAttribute('href')) {
    clean.setAttribute('rel', 'noopener noreferrer');
    clean.setAttribute('target', '_blank');
  }
  copyChildren(element, clean, doc);
  return clean;
}

/** Returns HTML holding only the allowed elements and attributes of `html`. */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  copyChildren(source.body, container, target);
  return container.innerHTML;
}
