import { type ApiClient, useApiClient } from '@backoffice/api-client';
import {
  useAppStore,
  useFormChanged,
  useFormSubmit,
  useLineErrors,
  useToast,
} from '@backoffice/app-kit';
import { conflictRecord, useResourceRevalidation } from '@backoffice/app-kit/resources';
import { type FormEvent, useState } from 'react';
import { projectsResource } from '../../resources/projects';
import type { Project } from './projectTypes';

interface ProjectLinesFormOptions<Line> {
  /** The lines as the version shown has them (read once). */
  draft: () => Line[];
  /** Whether the project's status lets the step change its lines. */
  editable: boolean;
  /** Saves the lines and answers the project as saved. */
  save: (client: ApiClient, lines: Line[]) => Promise<Project>;
  /** What the toast says once saved. */
  savedMessage: string;
}

/**
 * A project step that edits lines: the draft from the version shown, whether it changed, and the
 * save. A save refused because someone changed the project meanwhile (409) keeps what was typed
 * and answers the project as it is now in `stale`, for the step's `StaleNotice`.
 */
export function useProjectLinesForm<Line>({
  draft,
  editable,
  save,
  savedMessage,
}: ProjectLinesFormOptions<Line>) {
  const client = useApiClient();
  const store = useAppStore();
  const toast = useToast();
  const revalidate = useResourceRevalidation(projectsResource);
  const [initial] = useState(draft);
  const [lines, setLines] = useState(initial);
  const { errors, pending, submit } = useFormSubmit();
  const [stale, setStale] = useState<Project | null>(null);
  const { lineErrors, linesChanged } = useLineErrors<Line>(errors);
  const changed = JSON.stringify(lines) !== JSON.stringify(initial);
  useFormChanged(editable && changed);

  const onChange = (next: Line[]) => {
    linesChanged(lines, next);
    setLines(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void submit(event, async () => {
      let saved: Project;
      try {
        saved = await save(client, lines);
      } catch (error) {
        const current = conflictRecord(projectsResource, error);
        if (current) {
          setStale(current as Project);
          return;
        }
        throw error;
      }
      store.setFormChanged(false);
      await revalidate(saved.id, saved);
      toast(savedMessage, 'positive');
    });

  return {
    lines,
    onChange,
    onSubmit,
    errors,
    lineErrors,
    pending,
    changed,
    disabled: pending || !editable,
    stale,
  };
}
