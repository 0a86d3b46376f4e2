import type { UnusualValue } from '@backoffice/contract';
import { AlertDialog } from '@backoffice/ui/AlertDialog';
import { type ReactNode, useState } from 'react';
import * as styles from './unusualValues.css';

interface Asking {
  values: UnusualValue[];
  proceed: () => void;
}

/**
 * Asks before a form saves values far above what its fields usually hold (`unusualValues`):
 * 'Save anyway' saves them as typed, 'Check again' goes back to the form with nothing changed.
 * The server still refuses what no field may hold; this catches a slip of the keyboard below.
 *
 * ```tsx
 * const { confirmUnusual, unusualDialog } = useUnusualValues();
 * confirmUnusual(unusualValues(resource.fields, resource.lines, body), () => void send(body));
 * ```
 */
export function useUnusualValues(): {
  confirmUnusual: (values: UnusualValue[], proceed: () => void) => void;
  unusualDialog: ReactNode;
} {
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirmUnusual = (values: UnusualValue[], proceed: () => void) => {
    if (values.length === 0) proceed();
    else setAsking({ values, proceed });
  };
  const unusualDialog = (
    <AlertDialog
      isOpen={asking !== null}
      onOpenChange={(open) => {
        if (!open) setAsking(null);
      }}
      title={
        asking?.values.length === 1
          ? 'Save this unusually large value?'
          : 'Save these unusually large values?'
      }
      confirmLabel="Save anyway"
      cancelLabel="Check again"
      onConfirm={() => {
        const proceed = asking?.proceed;
        setAsking(null);
        proceed?.();
      }}
    >
      <ul className={styles.list}>
        {asking?.values.map((value) => (
          <li key={value.key}>
            {value.label}: <strong>{value.shown}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>Values this large are most often a slip of the keyboard.</p>
    </AlertDialog>
  );
  return { confirmUnusual, unusualDialog };
}
