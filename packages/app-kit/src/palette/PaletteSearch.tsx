import { Icon } from '@backoffice/ui/Icon';
import { useMemo } from 'react';
import {
  Autocomplete,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  TextField,
} from 'react-aria-components';
import { useResourceRegistry } from '../registry/ResourceRegistryContext';
import { useAppState } from '../state/AppStoreContext';
import * as styles from './CommandPalette.css';
import { type PaletteOption, paletteSections } from './paletteSections';
import { paletteScreens } from './screens';
import type { PaletteRecord } from './usePaletteRecord';
import { useRecordSearch } from './useRecordSearch';

const ICONS = { command: 'check', screen: 'arrow-right', record: 'file' } as const;

export interface PaletteSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The record in view, whose commands head the list; null on other pages. */
  record: PaletteRecord | null;
  /** Runs the option chosen (Enter, or a press). */
  onChoose: (option: PaletteOption) => void;
}

/** What the live region says: the search under way, else how many options the text found. */
function statusOf(text: string, searching: boolean, failed: boolean, count: number): string {
  if (text.trim() === '') return '';
  if (searching) return 'Searching…';
  const found = count === 0 ? 'No results' : `${count} ${count === 1 ? 'result' : 'results'}`;
  return failed ? `${found}. Records could not be searched.` : found;
}

/**
 * The palette's search: one input whose arrow keys move the active option of the list below
 * (`aria-activedescendant`: focus stays in the input), Enter runs it. The list holds the actions
 * on the record in view, the screens to go to and the records found, in sections; a polite
 * status line says "Searching…" and then how many were found.
 */
export function PaletteSearch({ text, onTextChange, record, onChoose }: PaletteSearchProps) {
  const registry = useResourceRegistry();
  const permissions = useAppState((state) => state.user?.permissions);
  const brandId = useAppState((state) => state.user?.active_brand_id);
  const screens = useMemo(
    () => paletteScreens({ registry, permissions, brandId }),
    [registry, permissions, brandId],
  );
  const search = useRecordSearch(text);
  const sections = paletteSections({ text, registry, record, screens, hits: search.hits });
  const options = new Map(sections.flatMap((section) => section.options.map((o) => [o.id, o])));
  const status = statusOf(text, search.searching, search.failed, options.size);

  return (
    <Autocomplete inputValue={text} onInputChange={onTextChange}>
      <TextField aria-label="Search or jump to" autoFocus>
        <Input className={styles.input} placeholder="Search records, screens and actions…" />
      </TextField>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <ListBox
        aria-label="Results"
        className={styles.list}
        onAction={(key) => {
          const option = options.get(String(key));
          if (option) onChoose(option);
        }}
        renderEmptyState={() => (
          <p className={styles.empty}>{search.searching ? 'Searching…' : 'No results'}</p>
        )}
      >
        {sections.map((section) => (
          <ListBoxSection key={section.id} id={section.id} className={styles.section}>
            <Header className={styles.sectionHeader}>{section.title}</Header>
            {section.options.map((option) => (
              <ListBoxItem
                key={option.id}
                id={option.id}
                textValue={option.label}
                className={styles.option}
              >
                <Icon name={ICONS[option.kind]} className={styles.optionIcon} />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{option.label}</span>
                  {option.kind === 'record' && (
                    <span className={styles.optionDetail}>
                      <span className={styles.visuallyHidden}>, </span>
                      {option.detail}
                    </span>
                  )}
                </span>
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ))}
      </ListBox>
      <p className={styles.hint}>Arrow keys move, Enter opens, Escape closes.</p>
    </Autocomplete>
  );
}
