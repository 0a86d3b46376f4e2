import { controlBox, labelText } from '../../private/field/field.css';
import { uiStyle } from '../../theme/layer.css';
import { vars } from '../../theme/vars.css';

/**
 * One element drawing a field's label (its `data-placeholder-for`) and its control's box, the box
 * a field's border on a quieter surface, so it reads as "not ready yet". One element rather than
 * a label and a box: a page removes it when the field comes, and each element removed while a
 * page starts costs it.
 */
export const placeholder = uiStyle({
  selectors: {
    '&::before': { ...labelText, content: 'attr(data-placeholder-for)' },
    '&::after': {
      ...controlBox,
      content: '"\\a0"',
      display: 'block',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});
