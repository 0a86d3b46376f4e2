import { style } from '@vanilla-extract/css';

/** Holds the field and the hidden input that submits cents, without adding layout of its own. */
export const root = style({ display: 'contents' });
