import { useApiClient } from '@backoffice/api-client';
import type { StoredFile } from '@backoffice/contract';
import { Link } from '@backoffice/ui/Link';
import { fileSize, isImageFile } from '../lib/displayValue';
import * as styles from '../resources.css';

/**
 * A stored file on a record's page: an image as a small thumbnail (described by `alt`) beside a
 * link that opens it, any other file as a link with its name and size.
 */
export function FileValue({ file, alt }: { file: StoredFile; alt: string }) {
  const client = useApiClient();
  const href = `${client.baseUrl}${file.url}`;
  return (
    <span className={styles.fileValue}>
      {isImageFile(file) && <img src={href} alt={alt} className={styles.thumbnail} />}
      <Link href={href} isExternal>
        {file.name}
      </Link>
      <span className={styles.fileMeta}>{fileSize(file.size)}</span>
    </span>
  );
}
