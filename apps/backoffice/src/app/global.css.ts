import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { minHeight: '100vh', WebkitFontSmoothing: 'antialiased' });

/**
 * The note `index.html` shows until the app draws its first screen (React replaces it): on a slow
 * network the page names the product at once instead of staying blank.
 */
globalStyle('.app-starting', {
  margin: 0,
  padding: '2rem 1rem',
  textAlign: 'center',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSize: '0.875rem',
  color: '#535d6e',
});
