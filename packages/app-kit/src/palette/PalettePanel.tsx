import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaletteActionForm } from './PaletteActionForm';
import { PaletteConfirm } from './PaletteConfirm';
import { PaletteSearch } from './PaletteSearch';
import type { PaletteOption } from './paletteSections';
import type { RecordCommand } from './recordCommands';
import { usePaletteRecord } from './usePaletteRecord';

export interface PalettePanelProps {
  /** Closes the palette (focus returns where it was). */
  onClose: () => void;
  /** What was typed while the panel was loading. */
  initialText?: string;
}

/**
 * The palette's content: the search, or a step of a command on the record in view (its
 * confirmation, or its input). Choosing a screen or a record opens it and closes the palette;
 * a step's Back returns to the search with the text typed.
 */
export function PalettePanel({ onClose, initialText = '' }: PalettePanelProps) {
  const navigate = useNavigate();
  const record = usePaletteRecord();
  const [text, setText] = useState(initialText);
  const [step, setStep] = useState<RecordCommand | null>(null);

  const choose = (option: PaletteOption) => {
    if (option.kind === 'command') {
      setStep(option.command);
      return;
    }
    onClose();
    void navigate(option.path);
  };

  if (step && record) {
    const back = () => setStep(null);
    if (step.kind === 'action' && step.action.input && Object.keys(step.action.input).length) {
      return (
        <PaletteActionForm
          record={record}
          name={step.name}
          action={step.action}
          onBack={back}
          onDone={onClose}
        />
      );
    }
    return <PaletteConfirm record={record} command={step} onBack={back} onDone={onClose} />;
  }
  return <PaletteSearch text={text} onTextChange={setText} record={record} onChoose={choose} />;
}
