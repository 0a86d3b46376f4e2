/**
 * Brand logos: an SVG tile per brand (colour and name), and the product's default `/logo.png`,
 * drawn here so the server needs no binary assets.
 */
import { encodePng } from '../../lib/png';

export interface BrandStyle {
  id: number;
  name: string;
  short: string;
  colour: string;
}

/** The nine brands: names for the areas the spec describes, neutral names for the others. */
export const BRAND_STYLES: BrandStyle[] = [
  { id: 1, name: 'Charity & Aid', short: 'CA', colour: '#0f766e' },
  { id: 2, name: 'Poultry & Eggs', short: 'PE', colour: '#b45309' },
  { id: 3, name: 'Brand Three', short: 'B3', colour: '#6d28d9' },
  { id: 4, name: 'Brand Four', short: 'B4', colour: '#be123c' },
  { id: 5, name: 'Brand Five', short: 'B5', colour: '#1d4ed8' },
  { id: 6, name: 'Brand Six', short: 'B6', colour: '#4d7c0f' },
  { id: 7, name: 'Brand Seven', short: 'B7', colour: '#9d174d' },
  { id: 8, name: 'Delivery', short: 'DL', colour: '#c2410c' },
  { id: 9, name: 'Marketplace', short: 'MP', colour: '#0369a1' },
];

export const logoPath = (brandId: number) => `/logos/brand-${brandId}.svg`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function brandLogoSvg(style: BrandStyle): string {
  const name = escapeXml(style.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${name}">
<rect width="240" height="240" rx="32" fill="${style.colour}"/>
<circle cx="120" cy="100" r="56" fill="#ffffff" fill-opacity="0.16"/>
<text x="120" y="120" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(style.short)}</text>
<text x="120" y="200" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#ffffff">${name}</text>
</svg>`;
}

/** The letter B on a 5x7 grid, for the default logo. */
const GLYPH_B = ['11110', '10001', '10001', '11110', '10001', '10001', '11110'];

/** A 128x128 PNG: a rounded dark-blue tile with a white B. */
export function defaultLogoPng(): Buffer {
  const size = 128;
  const radius = 20;
  const pixels = new Uint8Array(size * size * 4);
  const cell = 12;
  const left = Math.round((size - 5 * cell) / 2);
  const top = Math.round((size - 7 * cell) / 2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      if (dx * dx + dy * dy > radius * radius) continue; // transparent corner
      const gx = Math.floor((x - left) / cell);
      const gy = Math.floor((y - top) / cell);
      const ink = x >= left && y >= top && GLYPH_B[gy]?.[gx] === '1';
      pixels.set(ink ? [255, 255, 255, 255] : [30, 58, 138, 255], i);
    }
  }
  return encodePng(size, size, pixels);
}
