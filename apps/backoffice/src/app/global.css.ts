import { globalStyle } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { minHeight: '100vh', WebkitFontSmoothing: 'antialiased' });
