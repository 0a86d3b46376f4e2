import { Button } from '@backoffice/ui/Button';
import { useId } from 'react';
import { AlertMessage } from '../components/AlertMessage';
import { useFormSubmit } from '../forms/useFormSubmit';
import * as styles from './CommandPalette.css';
import { commandLabel, type RecordCommand } from './recordCommands';
import { escapeGoesBack } from './stepKeys';
import { useCommandRun } from './useCommandRun';
import type { PaletteRecord } from './usePaletteRecord';

export interface PaletteConfirmProps {
  record: PaletteRecord;
  /** An action without input, or the delete. */
  command: RecordCommand;
  onBack: () => void;
  onDone: () => void;
}

/**
 * The palette's confirmation of a command that needs no input: its question and the action's
 * own sentence, the command's button focused (Enter runs it), Back (Escape) to the search. A
 * refusal (the record moved on, other records refer to it) shows here as an alert.
 */
export function PaletteConfirm({ record, command, onBack, onDone }: PaletteConfirmProps) {
  const headingId = useId();
  const { act, remove } = useCommandRun(record.resource, record.record);
  const { errors, pending, submit } = useFormSubmit();
  const label = commandLabel(command);
  const sentence =
    command.kind === 'delete'
      ? `The ${record.resource.singular} and its details are removed. Its history is kept.`
      : command.action.confirm;

  const confirm = async () => {
    const done = await submit(null, () =>
      command.kind === 'delete' ? remove() : act(command.name, command.action, {}),
    );
    if (done) onDone();
  };

  return (
    <section aria-labelledby={headingId} className={styles.step} onKeyDown={escapeGoesBack(onBack)}>
      <h2 id={headingId} className={styles.stepTitle}>
        {label} {record.title}?
      </h2>
      {sentence && <p className={styles.stepText}>{sentence}</p>}
      {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={onBack} isDisabled={pending}>
          Back
        </Button>
        <Button
          autoFocus
          variant={command.kind === 'delete' ? 'danger' : 'primary'}
          onPress={() => void confirm()}
          isPending={pending}
        >
          {label}
        </Button>
      </div>
    </section>
  );
}
