/**
 * The "Actions" part of the command palette: what a user may do to the record in view, as its
 * page offers it: each action its state allows and the user's permissions open (those whose
 * input has lines need their domain's screen, as on the page), then Delete when permitted.
 */
import {
  type ActionDefinition,
  availableActions,
  type ResourceDefinition,
} from '@backoffice/contract';

export type RecordCommand =
  | { kind: 'action'; name: string; action: ActionDefinition }
  | { kind: 'delete' };

export function recordCommands(
  resource: ResourceDefinition,
  record: Readonly<Record<string, unknown>>,
  can: (permission: string) => boolean,
): RecordCommand[] {
  const commands: RecordCommand[] = availableActions(resource, record, can).flatMap((name) => {
    const action = resource.actions[name];
    return action && !action.lines ? [{ kind: 'action' as const, name, action }] : [];
  });
  if (resource.offers.includes('delete') && can(resource.permissions.delete)) {
    commands.push({ kind: 'delete' });
  }
  return commands;
}

/** A command's label in the palette: "Complete", "Delete". */
export function commandLabel(command: RecordCommand): string {
  return command.kind === 'delete' ? 'Delete' : command.action.label;
}
