import { LEAD_STAGES, type LeadStage } from '../../resources/leads';

/** The number of leads in each stage. */
export type StageCounts = Readonly<Record<LeadStage, number>>;

/** What the dashboard shows of the counts: each stage's share, the open ones, the conversion. */
export interface FunnelFigures {
  total: number;
  open: number;
  closed: number;
  stages: readonly { stage: LeadStage; count: number; share: number }[];
  /** won / (won + lost), from 0 to 1; null while no lead is closed. */
  conversion: number | null;
}

export function funnelFigures(counts: StageCounts): FunnelFigures {
  const total = LEAD_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  const closed = counts.won + counts.lost;
  return {
    total,
    open: counts.new + counts.contacted + counts.qualified,
    closed,
    stages: LEAD_STAGES.map((stage) => ({
      stage,
      count: counts[stage],
      share: total === 0 ? 0 : counts[stage] / total,
    })),
    conversion: closed === 0 ? null : counts.won / closed,
  };
}

/** A share as a percent with one decimal: `0.5384` -> `53.8%`. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** The words of a stage: `qualified` -> `Qualified`. */
export function stageLabel(stage: string): string {
  return stage.charAt(0).toUpperCase() + stage.slice(1);
}

/** How a stage's badge reads: won positive, lost critical, open ones informative. */
export function stageTone(stage: string): 'positive' | 'critical' | 'info' {
  return stage === 'won' ? 'positive' : stage === 'lost' ? 'critical' : 'info';
}
