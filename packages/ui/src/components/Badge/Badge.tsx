import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'info' | 'critical' | 'positive' | 'caution';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** What the badge signals; colour alone never carries it, so keep the text meaningful. @default 'neutral' */
  tone?: BadgeTone;
  /** `soft` for labels in lists, `solid` for counts and strong emphasis. @default 'soft' */
  variant?: 'soft' | 'solid';
  /** A decorative icon before the text (for example `<Icon name="check" />`). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status label: a level, a state or a count. Not interactive. */
export function Badge({
  tone = 'neutral',
  variant = 'soft',
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      {...props}
      data-tone={tone}
      data-variant={variant}
      className={[styles.badge, className].filter(Boolean).join(' ')}
    >
      {icon}
      {children}
    </span>
  );
}
