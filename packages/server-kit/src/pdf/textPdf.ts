/**
 * A small PDF writer for printed reports: pages of text in the standard Helvetica and Courier
 * fonts (no embedding), in colour, with horizontal rules. Text is WinAnsi: characters outside
 * Latin-1 print as `?`. Courier is fixed-width, so amounts can be right-aligned exactly.
 */

export type PdfFont = 'regular' | 'bold' | 'mono';

export interface PdfText {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  font?: PdfFont;
  size?: number;
  /** RGB, each 0 to 1. */
  color?: readonly [number, number, number];
}

export interface PdfRule {
  kind: 'rule';
  x1: number;
  x2: number;
  y: number;
  width?: number;
}

export type PdfItem = PdfText | PdfRule;

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792 } as const;

const FONTS: Record<PdfFont, { resource: string; base: string }> = {
  regular: { resource: 'F1', base: 'Helvetica' },
  bold: { resource: 'F2', base: 'Helvetica-Bold' },
  mono: { resource: 'F3', base: 'Courier' },
};

/** Courier's advance is 600/1000 of the size for every character. */
export function monoWidth(text: string, size: number): number {
  return text.length * size * 0.6;
}

/**
 * The characters above Latin-1 that WinAnsiEncoding (the fonts' encoding) has, at their byte:
 * the ellipsis of a shortened cell, dashes, curly quotes, the bullet and the euro sign.
 */
const WIN_ANSI: Readonly<Record<number, number>> = {
  8230: 0x85,
  8211: 0x96,
  8212: 0x97,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8364: 0x80,
};

/** The byte of a character in WinAnsiEncoding; `?` for one it does not have. */
function winAnsiByte(code: number): number {
  if (code >= 32 && code <= 126) return code;
  if (code >= 160 && code <= 255) return code;
  return WIN_ANSI[code] ?? 63;
}

function escapeText(text: string): string {
  let out = '';
  for (const char of text) {
    const byte = winAnsiByte(char.codePointAt(0) ?? 63);
    if (byte === 40 || byte === 41 || byte === 92) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return out;
}

const num = (value: number) => Number(value.toFixed(2)).toString();

function contentStream(items: readonly PdfItem[]): string {
  const ops: string[] = [];
  for (const item of items) {
    if (item.kind === 'rule') {
      ops.push(
        `${num(item.width ?? 0.5)} w 0 0 0 RG ${num(item.x1)} ${num(item.y)} m ${num(item.x2)} ${num(item.y)} l S`,
      );
      continue;
    }
    const [r, g, b] = item.color ?? [0, 0, 0];
    const font = FONTS[item.font ?? 'regular'].resource;
    ops.push(
      `BT ${num(r)} ${num(g)} ${num(b)} rg /${font} ${num(item.size ?? 10)} Tf ${num(item.x)} ${num(item.y)} Td (${escapeText(item.text)}) Tj ET`,
    );
  }
  return ops.join('\n');
}

/** The document's bytes: one page per list of items, with a title in its information. */
export function writePdf(pages: readonly (readonly PdfItem[])[], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // 1 catalogue, 2 page tree, 3-5 fonts, 6 information, then a page and its content per page.
  const pageIds = pages.map((_, i) => 7 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  for (const font of Object.values(FONTS)) {
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${font.base} /Encoding /WinAnsiEncoding >>`);
  }
  add(`<< /Title (${escapeText(title)}) /Producer (Backoffice) >>`);
  const fontResources = Object.values(FONTS)
    .map((font, i) => `/${font.resource} ${3 + i} 0 R`)
    .join(' ');
  for (const [i, items] of pages.entries()) {
    const stream = contentStream(items);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << ${fontResources} >> >> /Contents ${(pageIds[i] ?? 0) + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }

  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
