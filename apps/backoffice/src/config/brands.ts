/**
 * Accent colour per brand id, applied to the shell when the brand is active: the logo's hue,
 * darkened where needed so that accent text keeps a 4.5:1 contrast on the accent's soft tint
 * (the current menu entry). Brands without an entry keep the theme's own accent.
 */
export const BRAND_ACCENTS: Readonly<Record<number, string>> = {
  1: '#115e59',
  2: '#92400e',
  3: '#6d28d9',
  4: '#be123c',
  5: '#1d4ed8',
  6: '#3f6212',
  7: '#9d174d',
  8: '#9a3412',
  9: '#075985',
};

/** The product's name, shown on the brand picker and as the dashboard's empty placeholder. */
export const PRODUCT_NAME = 'Back Office';

/** The default logo, served at the site root by the server (and from `public/` in Storybook). */
export const DEFAULT_LOGO = '/logo.png';
