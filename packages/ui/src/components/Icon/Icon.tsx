import type { SVGAttributes } from 'react';
import * as styles from './Icon.css';
import { type IconName, iconPaths } from './paths';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'name'> {
  /** Which icon of the set to draw. */
  name: IconName;
  /**
   * What the icon means, for icons that stand alone (no visible text beside them). Without it
   * the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /** `inherit` follows the surrounding text size. @default 'inherit' */
  size?: 'inherit' | 'sm' | 'md' | 'lg' | 'xl';
}

/** An inline SVG icon from the library's set, drawn in the current text colour. */
export function Icon({ name, label, size = 'inherit', className, ...props }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      data-size={size}
      {...props}
      className={[styles.icon, className].filter(Boolean).join(' ')}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
