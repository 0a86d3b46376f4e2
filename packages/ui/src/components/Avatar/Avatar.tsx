import { type HTMLAttributes, useState } from 'react';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name; it is the avatar's accessible name and the source of its initials. */
  name: string;
  /** Address of the profile photo. Without one, or when it fails to load, initials show. */
  src?: string | null;
  /** Initials to show instead of those derived from `name` (the user record carries them). */
  initials?: string | null;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A person's profile photo, else their initials. Exposed as one image named after the person. */
export function Avatar({ name, src, initials, size = 'md', className, ...props }: AvatarProps) {
  // Remember which address failed, so a new photo gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;

  return (
    <span
      role="img"
      aria-label={name}
      {...props}
      data-size={size}
      data-fallback={showPhoto ? undefined : true}
      className={[styles.avatar, className].filter(Boolean).join(' ')}
    >
      {showPhoto ? (
        <img
          src={src ?? undefined}
          alt=""
          className={styles.image}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        // Drawn from an attribute rather than as text, so a button holding the avatar can be
        // named freely ('Account menu') without its visible text contradicting the name.
        <span
          aria-hidden="true"
          data-initials={initialsOf(name, initials)}
          className={styles.initials}
        />
      )}
    </span>
  );
}
