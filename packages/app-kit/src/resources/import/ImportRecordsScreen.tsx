import { useApiClient, ValidationError } from '@backoffice/api-client';
import {
  formatFileLimit,
  IMPORT_LIMIT_BYTES,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type ImportResult,
  importExamplePath,
  type ResourceDefinition,
} from '@backoffice/contract';
import { Button } from '@backoffice/ui/Button';
import { FileUpload } from '@backoffice/ui/FileUpload';
import { Icon } from '@backoffice/ui/Icon';
import { useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { AlertMessage } from '../../components/AlertMessage';
import { StatusMessage } from '../../components/StatusMessage';
import { useResourceRoutes } from '../lib/resourceRoutes';
import * as pageStyles from '../resources.css';
import { ImportPreviewTable } from './ImportPreviewTable';
import * as styles from './import.css';
import { previewImport, runImport } from './importApi';

/** Where the screen is: no file, checking or importing one, its preview, or its result. */
export type ImportState =
  | { step: 'empty' }
  | { step: 'busy'; file: File; preview?: ImportPreview }
  | { step: 'preview'; file: File; preview: ImportPreview }
  | { step: 'done'; result: ImportResult };

export interface ImportRecordsScreenProps {
  resource: ResourceDefinition;
  /** Where the screen starts (stories show each step). */
  initialState?: ImportState;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The message of a failed check or import: the file's own error, or the request's. */
function failure(error: unknown): string {
  if (error instanceof ValidationError) {
    return error.errors.file?.[0] ?? Object.values(error.errors)[0]?.[0] ?? error.message;
  }
  return error instanceof Error ? error.message : 'The file could not be read.';
}

/**
 * The CSV import of a resource that offers one (`importable` in the contract): pick a file (2 MB
 * at most; the example file shows the columns), see its rows checked by the server with each
 * bad row's errors by field, then import every row (only when none is bad) or only the valid
 * ones, and the result.
 */
export function ImportRecordsScreen({
  resource,
  initialState = { step: 'empty' },
}: ImportRecordsScreenProps) {
  const client = useApiClient();
  const { routes, pathFor } = useResourceRoutes(resource);
  const [state, setState] = useState<ImportState>(initialState);
  const [error, setError] = useState<string | null>(null);
  const things = resource.plural;

  const check = async (file: File | null) => {
    setError(null);
    if (!file) {
      setState({ step: 'empty' });
      return;
    }
    setState({ step: 'busy', file });
    try {
      setState({ step: 'preview', file, preview: await previewImport(client, resource, file) });
    } catch (caught) {
      setState({ step: 'empty' });
      setError(failure(caught));
    }
  };

  const run = async (mode: 'all' | 'valid') => {
    if (state.step !== 'preview') return;
    const { file, preview } = state;
    setError(null);
    setState({ step: 'busy', file, preview });
    try {
      setState({ step: 'done', result: await runImport(client, resource, file, mode) });
    } catch (caught) {
      setState({ step: 'preview', file, preview });
      setError(failure(caught));
    }
  };

  const preview = state.step === 'preview' || state.step === 'busy' ? state.preview : undefined;
  const busy = state.step === 'busy';
  const file = state.step === 'preview' || state.step === 'busy' ? state.file : null;

  return (
    <section className={pageStyles.page} aria-label={`Import ${things}`}>
      <p className={styles.intro}>
        A CSV file of up to {formatFileLimit(IMPORT_LIMIT_BYTES)}, with the columns of the example
        file: references by name, money in dollars (12.50), Yes or No. Each row is checked as a new{' '}
        {resource.singular} is, before anything is imported.
      </p>
      <div className={styles.buttons}>
        <AriaLink
          className={pageStyles.actionLink}
          href={`${client.baseUrl}${importExamplePath(resource)}`}
          download
        >
          <Icon name="download" />
          Download the example file
        </AriaLink>
        <AriaLink className={pageStyles.actionLink} href={pathFor(routes.list)}>
          Back to {things}
        </AriaLink>
      </div>
      {state.step !== 'done' && (
        <FileUpload
          label="CSV file"
          accept={['.csv', 'text/csv', '.txt']}
          maxBytes={IMPORT_LIMIT_BYTES}
          file={file}
          onFileChange={(chosen) => void check(chosen)}
          isDisabled={busy}
          {...(busy ? { progress: 50 } : {})}
          {...(error ? { errorMessage: error } : {})}
        />
      )}
      {preview && <PreviewPart preview={preview} things={things} busy={busy} onRun={run} />}
      {state.step === 'done' && (
        <>
          <StatusMessage>
            Imported {plural(state.result.imported, resource.singular, things)}
            {state.result.skipped > 0
              ? `; ${plural(state.result.skipped, 'row')} with errors ${state.result.skipped === 1 ? 'was' : 'were'} left out.`
              : '.'}
          </StatusMessage>
          <div className={styles.buttons}>
            <AriaLink className={pageStyles.primaryLink} href={pathFor(routes.list)}>
              See the {things}
            </AriaLink>
            <Button variant="secondary" onPress={() => setState({ step: 'empty' })}>
              Import another file
            </Button>
          </div>
        </>
      )}
      {error && state.step === 'preview' && <AlertMessage>{error}</AlertMessage>}
    </section>
  );
}

interface PreviewPartProps {
  preview: ImportPreview;
  things: string;
  busy: boolean;
  onRun: (mode: 'all' | 'valid') => void;
}

/** The counts, the bad rows, and the two ways to import. */
function PreviewPart({ preview, things, busy, onRun }: PreviewPartProps) {
  const { total, valid, invalid } = preview;
  const reasonId = 'import-all-reason';
  return (
    <>
      <p className={styles.summary} role="status">
        {plural(total, 'row')}: {valid.toLocaleString('en-US')} valid, {plural(invalid, 'row')} with
        errors.
      </p>
      {invalid > 0 && (
        <>
          <h2 className={pageStyles.subheading}>
            Rows with errors
            {invalid > IMPORT_PREVIEW_ROWS ? ` (the first ${IMPORT_PREVIEW_ROWS})` : ''}
          </h2>
          <ImportPreviewTable preview={preview} label="Rows with errors" />
        </>
      )}
      <div className={styles.buttons}>
        <Button
          onPress={() => onRun('all')}
          isDisabled={busy || invalid > 0}
          aria-describedby={invalid > 0 ? reasonId : undefined}
        >
          Import all {plural(total, 'row')}
        </Button>
        <Button variant="secondary" onPress={() => onRun('valid')} isDisabled={busy || valid === 0}>
          Import {plural(valid, 'valid row')}
        </Button>
      </div>
      {invalid > 0 && (
        <p id={reasonId} className={styles.reason}>
          Import all is off while {plural(invalid, 'row has', 'rows have')} errors: correct the file
          and choose it again, or import only the valid {things}.
        </p>
      )}
    </>
  );
}
