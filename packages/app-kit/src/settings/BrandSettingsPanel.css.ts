import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';
import { panel } from '../resources/resources.css';

/** The kit's panel (a record's history, its files), narrower and with its lines closer. */
export const card = style([panel, { gap: vars.space.sm, maxWidth: '40rem' }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
