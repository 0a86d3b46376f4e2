import {
  type ResourceDefinition,
  SEARCH_PATH,
  SEARCH_PER_RESOURCE,
  type SearchHit,
} from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import type { ResourceRow } from '../resources/lib/formValues';

/**
 * `GET /api/search` answering as the server does over rows kept for a story: each resource's
 * rows whose title or searchable fields hold `q` (ignoring case), a few per resource, none for
 * fewer than two characters.
 */
export function searchHandler(
  sources: readonly { resource: ResourceDefinition; rows: readonly ResourceRow[] }[],
) {
  return http.get(`*${SEARCH_PATH}`, ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
    if (q.length < 2) return HttpResponse.json({ data: [] });
    const data: SearchHit[] = sources.flatMap(({ resource, rows }) =>
      rows
        .filter((row) =>
          Object.entries(resource.fields).some(
            ([name, field]) =>
              (field.searchable || name === resource.titleField) &&
              String(row[name] ?? '')
                .toLowerCase()
                .includes(q),
          ),
        )
        .slice(0, SEARCH_PER_RESOURCE)
        .map((row) => ({
          resource: resource.name,
          id: row.id,
          key: resource.recordKey ? String(row[resource.recordKey]) : null,
          title: String(row[resource.titleField]),
          kind: resource.singular,
        })),
    );
    return HttpResponse.json({ data });
  });
}
