import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const search = style({ minWidth: '16rem', flex: '1 1 16rem', maxWidth: '28rem' });
