import { useEffect, useId, useRef, useState } from 'react';
import {
  type DropItem,
  DropZone,
  FileTrigger,
  isFileDropItem,
  Label,
  ProgressBar,
  Text,
} from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './FileUpload.css';
import { checkFile, DEFAULT_MAX_BYTES, formatBytes, formatLimit, isAccepted } from './fileRules';
import { isScalableImage, scaledFileName, scaledNote } from './imageScaling';
import { scaleImageToFit } from './scaleImage';

export interface FileUploadProps {
  /** Visible label; it also names the drop zone. */
  label: string;
  /** Help text under the label; by default it states the size limit and accepted types. */
  description?: string;
  /** Largest file accepted, in bytes. @default 2097152 (2 MB) */
  maxBytes?: number;
  /**
   * A JPEG, PNG or WebP photo larger than this is scaled down in the browser to a JPEG that fits
   * it (same base name, `.jpg`), and a note under the field says so with both sizes; one that
   * cannot be scaled goes on as chosen, to be refused over `maxBytes`. @default maxBytes
   */
  imageLimitBytes?: number;
  /** Accepted MIME types, wildcards or extensions (for example `['image/*', '.pdf']`). Empty accepts all. */
  accept?: readonly string[];
  /** The selected file, for a controlled field (`null` for none). */
  file?: File | null;
  /**
   * Called with the accepted file, or `null` after it is removed. Refused files never reach it.
   * A scaled photo comes with the file as it was chosen second, for a check of its type.
   */
  onFileChange?: (file: File | null, chosen?: File) => void;
  /** Upload progress from 0 to 100; leave undefined while nothing is uploading. */
  progress?: number;
  /** Error shown under the field (for example the server's message). */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Label of the button that opens the file picker. @default 'Choose file' */
  buttonLabel?: string;
}

async function firstFile(items: DropItem[]): Promise<File | null> {
  const item = items.find(isFileDropItem);
  return item ? item.getFile() : null;
}

/**
 * A drag only announces MIME types, so it can be refused early only when the accept list is all
 * exact types; wildcards and extensions are checked on drop.
 */
function onlyExactTypes(accept: readonly string[] | undefined): accept is readonly string[] {
  return (
    Boolean(accept?.length) && accept!.every((rule) => rule.includes('/') && !rule.endsWith('/*'))
  );
}

/** Object URL for an image file's preview, released when the file changes or the field goes. */
function usePreview(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Whether a chosen file is a photo to scale down rather than refuse, its result accepted too. */
function shouldScale(file: File, limit: number, accept: readonly string[] | undefined): boolean {
  return (
    file.size > limit &&
    isScalableImage(file) &&
    isAccepted(file, accept) &&
    isAccepted({ name: scaledFileName(file.name), type: 'image/jpeg' }, accept)
  );
}

/**
 * A single-file upload: drop a file on the zone (mouse, or keyboard drag and drop and paste on
 * the focused zone) or choose one with the button. A photo over the limit is first scaled down
 * to fit it (`imageLimitBytes`), with a note saying so; files over `maxBytes` (2 MB by default)
 * or outside `accept` are refused with an alert; an accepted image shows a preview, and
 * `progress` shows the upload running.
 */
export function FileUpload({
  label,
  description,
  maxBytes = DEFAULT_MAX_BYTES,
  imageLimitBytes,
  accept,
  file: controlledFile,
  onFileChange,
  progress,
  errorMessage,
  isDisabled = false,
  buttonLabel = 'Choose file',
}: FileUploadProps) {
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [scaling, setScaling] = useState<string | null>(null);
  const [scaled, setScaled] = useState<{ file: File; note: string } | null>(null);
  // Each choice (or removal) takes a turn; a photo still being scaled when the next comes is dropped.
  const turn = useRef(0);
  const file = controlledFile !== undefined ? controlledFile : ownFile;
  const imageLimit = Math.min(imageLimitBytes ?? maxBytes, maxBytes);
  const preview = usePreview(file);
  const labelId = useId();
  const descriptionId = useId();
  const isUploading = progress !== undefined && progress < 100;

  const keep = (candidate: File, chosen?: File) => {
    const problem = checkFile(candidate, maxBytes, accept);
    setRefusal(problem);
    if (problem) return;
    if (controlledFile === undefined) setOwnFile(candidate);
    if (chosen) onFileChange?.(candidate, chosen);
    else onFileChange?.(candidate);
  };

  const take = (candidate: File | null) => {
    if (!candidate) return;
    const mine = ++turn.current;
    if (!shouldScale(candidate, imageLimit, accept)) {
      setScaling(null);
      keep(candidate);
      return;
    }
    setRefusal(null);
    setScaling(candidate.name);
    void scaleImageToFit(candidate, imageLimit).then((result) => {
      if (mine !== turn.current) return;
      setScaling(null);
      if (result) {
        const note = scaledNote(candidate.size, result.size, formatLimit(imageLimit));
        setScaled({ file: result, note });
        keep(result, candidate);
      } else keep(candidate);
    });
  };

  const remove = () => {
    turn.current++;
    setScaling(null);
    setRefusal(null);
    if (controlledFile === undefined) setOwnFile(null);
    onFileChange?.(null);
  };

  const hint =
    description ??
    `Drop a file here or choose one. Up to ${formatLimit(maxBytes)}${accept?.length ? `; ${accept.join(', ')}` : ''}.`;

  return (
    <div className={styles.root} data-disabled={isDisabled || undefined}>
      <Label id={labelId} elementType="span" className={styles.label}>
        {label}
      </Label>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        isDisabled={isDisabled || isUploading}
        className={styles.zone}
        getDropOperation={(types) =>
          onlyExactTypes(accept) && !accept.some((t) => types.has(t)) ? 'cancel' : 'copy'
        }
        onDrop={async (event) => take(await firstFile(event.items))}
      >
        <Icon name="upload" size="lg" className={styles.zoneIcon} />
        <Text slot="description" id={descriptionId} className={styles.hint}>
          {hint}
        </Text>
        <FileTrigger acceptedFileTypes={accept} onSelect={(files) => take(files?.[0] ?? null)}>
          <Button variant="secondary" size="sm" isDisabled={isDisabled || isUploading}>
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>

      {file && (
        <div className={styles.selected}>
          {preview ? (
            <img src={preview} alt={`Preview of ${file.name}`} className={styles.preview} />
          ) : (
            <Icon name="file" size="lg" className={styles.fileIcon} />
          )}
          <div className={styles.fileInfo}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{formatBytes(file.size)}</span>
            {progress !== undefined && (
              <ProgressBar
                value={Math.min(100, Math.max(0, progress))}
                aria-label={isUploading ? `Uploading ${file.name}` : `Uploaded ${file.name}`}
                className={styles.progress}
              >
                {({ percentage, valueText }) => (
                  <>
                    <div className={styles.track}>
                      <div className={styles.fill} style={{ width: `${percentage}%` }} />
                    </div>
                    <span className={styles.progressText}>
                      {isUploading ? valueText : 'Uploaded'}
                    </span>
                  </>
                )}
              </ProgressBar>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${file.name}`}
            isDisabled={isDisabled || isUploading}
            onPress={remove}
          >
            <Icon name="trash" />
          </Button>
        </div>
      )}

      <p role="status" className={styles.note}>
        {scaling
          ? `Scaling down ${scaling} to fit the ${formatLimit(imageLimit)} limit…`
          : file && scaled?.file === file
            ? scaled.note
            : null}
      </p>

      <div role="alert" className={styles.error}>
        {refusal ?? errorMessage ?? null}
      </div>
    </div>
  );
}
