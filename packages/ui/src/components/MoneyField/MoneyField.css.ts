import { uiStyle } from '../../theme/layer.css';

/** Holds the field and the hidden input that submits cents, without adding layout of its own. */
export const root = uiStyle({ display: 'contents' });
