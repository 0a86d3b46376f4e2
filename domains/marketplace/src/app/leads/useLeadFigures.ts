import { type ResourceRow, useRecords } from '@backoffice/app-kit/resources';
import { evdLeadsResource as leads } from '../../resources/leads';
import { type FunnelFigures, funnelFigures, type StageCounts } from './leadFigures';

/** How many follow-ups due the dashboard lists (the count is of all of them). */
export const DUE_SHOWN = 10;

/** The count of one stage: one row asked, the `total` read. */
const countQuery = (stage: string) => `filter[stage]=${stage}&per_page=1`;

export interface LeadFiguresAnswer {
  figures: FunnelFigures | undefined;
  /** The follow-ups due first, oldest first; their count. */
  due: { rows: ResourceRow[]; total: number } | undefined;
  failed: boolean;
}

/**
 * The dashboard's figures from the leads' list, as the signed-in user reaches it (their own
 * leads, or every lead for a manager): one count per stage (`?filter[stage]=won&per_page=1`
 * answers `total`) and the follow-ups due (`?filter[follow_up_due]=1`, oldest first). Six
 * small requests, sent together.
 */
export function useLeadFigures(): LeadFiguresAnswer {
  const answers = {
    new: useRecords(leads, countQuery('new')),
    contacted: useRecords(leads, countQuery('contacted')),
    qualified: useRecords(leads, countQuery('qualified')),
    won: useRecords(leads, countQuery('won')),
    lost: useRecords(leads, countQuery('lost')),
  };
  const due = useRecords(
    leads,
    `filter[follow_up_due]=1&sort=next_follow_up&direction=asc&per_page=${DUE_SHOWN}`,
  );
  const all = Object.values(answers);
  const failed = all.some((answer) => answer.error) || Boolean(due.error);
  const loaded = all.every((answer) => answer.data);
  const counts = loaded
    ? (Object.fromEntries(
        Object.entries(answers).map(([stage, answer]) => [stage, answer.data?.total ?? 0]),
      ) as unknown as StageCounts)
    : undefined;
  return {
    figures: counts && funnelFigures(counts),
    due: due.data && { rows: due.data.items, total: due.data.total },
    failed,
  };
}
