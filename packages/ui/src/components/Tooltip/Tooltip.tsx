import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends AriaTooltipProps {
  /** Draw a small arrow pointing at the trigger. @default true */
  showArrow?: boolean;
}

/**
 * A short hint shown on hover or keyboard focus of its trigger. It is a description, not a
 * name: icon-only buttons still need their own `aria-label`. Never put interactive content in it.
 */
export function Tooltip({
  showArrow = true,
  offset = 8,
  className,
  children,
  ...props
}: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (given) =>
        [styles.tooltip, given].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && (
            <OverlayArrow>
              <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
                <path d="M0 0 L4 4 L8 0" />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hover before the tooltip shows; keyboard focus shows it at once. @default 600 */
  delay?: number;
}

/** Pairs one focusable trigger (a Button, a Link) with its `Tooltip`. */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}
