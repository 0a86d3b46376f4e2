import { style } from '@vanilla-extract/css';

/** A placeholder exactly one line of the text it stands for high, so nothing moves when it comes. */
export const placeholder = style({ display: 'flex', alignItems: 'center', height: '1lh' });
