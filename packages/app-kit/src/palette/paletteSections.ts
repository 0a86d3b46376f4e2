/**
 * What the palette lists for the text typed, in three sections: "Actions" on the record in view,
 * "Go to" the screens whose title matches, and "Records" the server found, each leading to its
 * record's page.
 */
import type { SearchHit } from '@backoffice/contract';
import type { ResourceRegistry } from '../registry/resourceRegistry';
import { capitalise } from '../resources/lib/resourceRoutes';
import { matchTitles } from './matchTitles';
import { commandLabel, type RecordCommand } from './recordCommands';
import { recordPath } from './recordInView';
import type { PaletteScreen } from './screens';

export type PaletteOption =
  | { id: string; kind: 'command'; label: string; command: RecordCommand }
  | { id: string; kind: 'screen'; label: string; path: string }
  | { id: string; kind: 'record'; label: string; detail: string; path: string };

export interface PaletteSection {
  id: 'actions' | 'screens' | 'records';
  title: string;
  options: PaletteOption[];
}

export interface SectionsInput {
  text: string;
  registry: ResourceRegistry;
  /** The record in view: its title and commands; null on other pages. */
  record: { title: string; commands: readonly RecordCommand[] } | null;
  screens: readonly PaletteScreen[];
  hits: readonly SearchHit[];
}

/** The sections that have options, in the palette's order. */
export function paletteSections({
  text,
  registry,
  record,
  screens,
  hits,
}: SectionsInput): PaletteSection[] {
  const commands: PaletteOption[] = (record?.commands ?? []).map((command) => ({
    id: command.kind === 'delete' ? 'command:delete' : `command:${command.name}`,
    kind: 'command',
    label: `${commandLabel(command)} ${record?.title ?? ''}`.trim(),
    command,
  }));
  const sections: PaletteSection[] = [
    { id: 'actions', title: 'Actions', options: matchTitles(commands, text, (one) => one.label) },
    {
      id: 'screens',
      title: 'Go to',
      options: matchTitles(screens, text, (screen) => screen.title).map((screen) => ({
        id: `screen:${screen.name}`,
        kind: 'screen',
        label: screen.title,
        path: screen.path,
      })),
    },
    {
      id: 'records',
      title: 'Records',
      options: hits.flatMap((hit) => {
        const path = recordPath(registry, hit.resource, hit);
        if (!path) return [];
        const option: PaletteOption = {
          id: `record:${hit.resource}:${hit.id}`,
          kind: 'record',
          label: hit.title,
          detail: capitalise(hit.kind),
          path,
        };
        return [option];
      }),
    },
  ];
  return sections.filter((section) => section.options.length > 0);
}
