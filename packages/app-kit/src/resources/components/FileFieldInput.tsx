import { useApiClient } from '@backoffice/api-client';
import {
  acceptsFile,
  type FieldDefinition,
  fileInputProblem,
  fileLimitBytes,
  formatFileLimit,
  isStoredFile,
  type StoredFile,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { FileUpload } from '@backoffice/ui/FileUpload';
import { Link } from '@backoffice/ui/Link';
import { useState } from 'react';
import { fileSize } from '../lib/displayValue';
import type { FormValue } from '../lib/formValues';
import * as styles from '../resources.css';

export interface FileFieldInputProps {
  name: string;
  field: FieldDefinition;
  /** The stored file (kept), a chosen `File` (replaces it) or null (none, or removed). */
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** The server's message beside the field. */
  error?: string;
  /** The record's stored file (edit), to show and to keep after a removal is undone. */
  storedFile?: StoredFile | null;
  className?: string;
}

/** What the field takes, as its hint says it: 'Up to 2MB; jpg, png, gif or webp.' */
function hintOf(field: FieldDefinition): string {
  const limit = `Up to ${formatFileLimit(fileLimitBytes(field))}`;
  const mimes = field.mimes ?? [];
  if (mimes.length === 0) return `${limit}.`;
  const types =
    mimes.length === 1
      ? mimes[0]
      : `${mimes.slice(0, -1).join(', ')} or ${mimes[mimes.length - 1]}`;
  return `${limit}; ${types}.`;
}

/**
 * A `file` field: the UI library's FileUpload for a new file, with the stored file (its name,
 * opening it in a new tab, and its size) shown and removable on edit. A chosen file is checked
 * at once with the contract's rules and messages (size, then `mimes`); a refused one is never
 * kept. A photo over the limit is first scaled down in the browser to a JPEG within it, when the
 * field takes jpg (FileUpload's `imageLimitBytes`, with its note); one that cannot be is refused
 * as before. A removed stored file can be kept again until the form is saved.
 */
export function FileFieldInput({
  name,
  field,
  value,
  onChange,
  error,
  storedFile,
  className,
}: FileFieldInputProps) {
  const client = useApiClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = value instanceof File ? value : null;
  const current = isStoredFile(value) ? value : null;
  const removed = value === null && storedFile ? storedFile : null;
  const takesJpeg = acceptsFile(field, { name: 'photo.jpg', type: 'image/jpeg' });

  // A scaled photo comes with the file as chosen: a type the field does not take is refused as
  // that file would have been.
  const choose = (file: File | null, original?: File) => {
    const checked = original && !acceptsFile(field, original) ? original : file;
    const problem = checked ? fileInputProblem(name, field, checked) : null;
    setRefusal(problem);
    if (!problem) onChange(file);
  };

  return (
    <div className={[styles.fileField, className].filter(Boolean).join(' ')}>
      <FileUpload
        label={field.label}
        description={hintOf(field)}
        // The contract's check decides, so that its messages are the server's.
        maxBytes={Number.MAX_SAFE_INTEGER}
        imageLimitBytes={takesJpeg ? fileLimitBytes(field) : undefined}
        file={chosen}
        onFileChange={choose}
        errorMessage={refusal ?? error}
        buttonLabel={current ? 'Replace file' : 'Choose file'}
      />
      {current && (
        <p className={styles.storedFile}>
          <span>Current file:</span>
          <Link href={`${client.baseUrl}${current.url}`} isExternal>
            {current.name}
          </Link>
          <span className={styles.fileMeta}>{fileSize(current.size)}</span>
          <Button variant="secondary" size="sm" onPress={() => choose(null)}>
            Remove {current.name}
          </Button>
        </p>
      )}
      {removed && !chosen && (
        <p className={styles.storedFile}>
          <span>{removed.name} will be removed when you save.</span>
          <Button variant="secondary" size="sm" onPress={() => onChange(removed)}>
            Keep {removed.name}
          </Button>
        </p>
      )}
    </div>
  );
}
