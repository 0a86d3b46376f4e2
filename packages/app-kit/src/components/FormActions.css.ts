import { vars } from '@backoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const formActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
