import { useApiClient } from '@backoffice/api-client';
import { SEARCH_MIN_LENGTH, SEARCH_PATH, type SearchHit } from '@backoffice/contract';
import { useEffect, useState } from 'react';
import useSWR from 'swr';

/** How long typing must pause before the records are searched. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface RecordSearch {
  hits: readonly SearchHit[];
  /** Whether hits for the text typed are still on their way. */
  searching: boolean;
  /** Whether the last search failed. */
  failed: boolean;
}

/**
 * The records of the active brand found by the text typed (`GET /api/search`), searched once
 * typing pauses for `SEARCH_DEBOUNCE_MS`; none for fewer than `SEARCH_MIN_LENGTH` characters.
 * The hits of the last search stay shown while the next one runs.
 */
export function useRecordSearch(text: string): RecordSearch {
  const client = useApiClient();
  const wanted = text.trim();
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const active = wanted.length >= SEARCH_MIN_LENGTH;
  const key = active && settled.length >= SEARCH_MIN_LENGTH ? ['palette-search', settled] : null;
  const answer = useSWR(
    key,
    async ([, q]: readonly [string, string]) =>
      (await client.get<{ data: SearchHit[] }>(SEARCH_PATH, { query: { q } })).data,
    { keepPreviousData: true },
  );
  if (!active) return { hits: [], searching: false, failed: false };
  return {
    hits: answer.data ?? [],
    searching: settled !== wanted || answer.isLoading || answer.isValidating,
    failed: answer.error !== undefined,
  };
}
