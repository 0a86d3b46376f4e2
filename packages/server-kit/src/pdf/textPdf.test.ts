import { describe, expect, it } from 'vitest';
import { monoWidth, writePdf } from './textPdf';

describe('writePdf', () => {
  it('writes a document whose cross-reference table points at each object', () => {
    const bytes = writePdf(
      [
        [{ kind: 'text', x: 56, y: 700, text: 'Sales (March) 100\\%' }],
        [{ kind: 'rule', x1: 56, x2: 300, y: 690 }],
      ],
      'Two pages',
    );
    const raw = bytes.toString('latin1');
    expect(raw.startsWith('%PDF-1.4')).toBe(true);
    expect(raw.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(raw.match(/startxref\n(\d+)\n%%EOF/)?.[1]);
    expect(raw.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...raw.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    // Catalogue, page tree, three fonts, information, then a page and its content per page.
    expect(offsets).toHaveLength(10);
    offsets.forEach((offset, i) => {
      expect(raw.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    // Parentheses and backslashes are escaped inside the string.
    expect(raw).toContain('(Sales \\(March\\) 100\\\\%) Tj');
    expect(raw).toContain('/Count 2');
  });

  it('writes text in WinAnsiEncoding: the ellipsis and dashes at their bytes, others as ?', () => {
    const bytes = writePdf(
      [[{ kind: 'text', x: 56, y: 700, text: 'Flock A (Hou… – café → 日' }]],
      'Encoding',
    );
    // … is 0x85 (octal 205), – is 0x96 (226), é is 0xe9 (351); the arrow and 日 have no byte.
    expect(bytes.toString('latin1')).toContain('(Flock A \\(Hou\\205 \\226 caf\\351 ? ?) Tj');
  });

  it('measures Courier at 600/1000 of the size a character', () => {
    expect(monoWidth('$1,234.56', 10)).toBe(54);
  });
});
