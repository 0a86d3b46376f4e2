import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes } from 'react';
import { vars } from '../../theme/vars.css';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** `text` draws lines of text, `block` a rectangle (image, card, table), `circle` an avatar. @default 'text' */
  variant?: 'text' | 'block' | 'circle';
  /** Number of text lines; the last one is shorter when there are several. @default 1 */
  lines?: number;
  /** Width of the lines or block, as a CSS length. @default '100%' */
  width?: string;
  /** Height of a block or diameter of a circle, as a CSS length. @default vars.space.xxl */
  height?: string;
  /**
   * Announced to screen readers while the placeholder shows (the shapes themselves are hidden).
   * Leave it out when a surrounding region already says it is loading.
   */
  label?: string;
}

/**
 * A placeholder in the shape of content that is still loading, so the layout does not jump when
 * it arrives. It pulses gently, and holds still for people who ask for reduced motion.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width = '100%',
  height = vars.space.xxl,
  label,
  className,
  style,
  ...props
}: SkeletonProps) {
  const shape = variant === 'text' ? 'line' : variant;
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <div
      {...(label ? { role: 'status' } : {})}
      {...props}
      data-variant={variant}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={{
        ...assignInlineVars({ [styles.widthVar]: width, [styles.heightVar]: height }),
        ...style,
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          // Lines are identical placeholders; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list that never reorders
          key={index}
          aria-hidden="true"
          data-shape={shape}
          data-last={count > 1 && index === count - 1 ? true : undefined}
          className={styles.shape}
        />
      ))}
      {label && <span className={styles.visuallyHidden}>{label}</span>}
    </div>
  );
}
