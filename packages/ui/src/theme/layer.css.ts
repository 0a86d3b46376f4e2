/**
 * The library's own styles live in one cascade layer, below every style of the screens that use
 * it. A `className` given to a component therefore always wins over the component's own class,
 * whatever order the page loaded the two stylesheets in (code-split screens load theirs in the
 * order a user happens to visit them).
 *
 *   // a component's *.css.ts
 *   import { uiStyle } from '../../theme/layer.css';
 *   export const panel = uiStyle({ borderRadius: vars.radius.sm });
 *
 *   // a screen's *.css.ts: plain vanilla-extract, unlayered
 *   export const card = style({ borderRadius: vars.radius.lg }); // <TabPanel className={card}>
 *
 * `uiStyle` and `uiGlobalStyle` take what `style` and `globalStyle` take. Inside the layer the
 * library's rules cascade among themselves as before (specificity, then order).
 */
import {
  type ComplexStyleRule,
  type GlobalStyleRule,
  globalStyle,
  layer,
  type StyleRule,
  style,
} from '@vanilla-extract/css';

export const uiLayer = layer('ui');

const inLayer = (rule: StyleRule): StyleRule => ({ '@layer': { [uiLayer]: rule } });

/** `style`, in the library's layer: a class a screen's own class can always override. */
export function uiStyle(rule: ComplexStyleRule, debugId?: string): string {
  const layered = Array.isArray(rule)
    ? rule.map((part) => (typeof part === 'string' || Array.isArray(part) ? part : inLayer(part)))
    : inLayer(rule as StyleRule);
  return style(layered, debugId);
}

/** `globalStyle`, in the library's layer. */
export function uiGlobalStyle(selector: string, rule: GlobalStyleRule): void {
  globalStyle(selector, { '@layer': { [uiLayer]: rule } });
}
