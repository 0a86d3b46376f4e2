import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Link.css';

export interface LinkProps extends AriaLinkProps {
  /** `inline` inside running text, `standalone` on its own line, `subtle` in the text's colour. @default 'inline' */
  variant?: 'inline' | 'standalone' | 'subtle';
  /**
   * Whether the link leaves the app: it opens in a new tab (`rel="noopener noreferrer"`), shows
   * an external-link icon and tells screen readers so. Absolute `http(s)` addresses count as
   * external unless this is set to `false`.
   * @default true for absolute http(s) addresses, else false
   */
  isExternal?: boolean;
  /** Screen-reader text added to external links. @default '(opens in a new tab)' */
  externalLabel?: string;
}

const isAbsoluteHttp = (href: string | undefined) =>
  href !== undefined && /^https?:\/\//i.test(href);

/**
 * A link through react-aria's Link: in-app addresses navigate with the app's router (the
 * `RouterProvider` above), external ones open in a new tab and are marked as such.
 */
export function Link({
  variant = 'inline',
  isExternal,
  externalLabel = '(opens in a new tab)',
  className,
  children,
  ...props
}: LinkProps) {
  const external = isExternal ?? isAbsoluteHttp(props.href);
  return (
    <AriaLink
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      data-variant={variant}
      data-external={external || undefined}
      className={composeRenderProps(className, (given) =>
        [styles.link, given].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external && (
            <>
              <Icon name="external-link" className={styles.externalIcon} />
              <span className={styles.visuallyHidden}> {externalLabel}</span>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
