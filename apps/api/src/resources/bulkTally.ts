/**
 * A bulk job's counts: records looked at, changed and refused, and the refusals grouped by their
 * sentence (the one a single request would have answered) with the first few ids of each.
 */
import { BULK_REASON_IDS, type BulkReason } from '@backoffice/contract';
import type { BulkProgress } from './bulkJob';

export class BulkTally {
  private done = 0;
  private succeeded = 0;
  private reasons = new Map<string, BulkReason>();

  /** A copy to count one batch on, kept only when the batch commits. */
  copy(): BulkTally {
    const copy = new BulkTally();
    copy.done = this.done;
    copy.succeeded = this.succeeded;
    for (const [message, reason] of this.reasons) {
      copy.reasons.set(message, { ...reason, ids: [...reason.ids] });
    }
    return copy;
  }

  changed(count = 1): void {
    this.done += count;
    this.succeeded += count;
  }

  refused(message: string, id: number): void {
    this.done += 1;
    const reason = this.reasons.get(message) ?? { message, count: 0, ids: [] };
    reason.count += 1;
    if (reason.ids.length < BULK_REASON_IDS) reason.ids.push(id);
    this.reasons.set(message, reason);
  }

  progress(): BulkProgress {
    return {
      done: this.done,
      succeeded: this.succeeded,
      failed: this.done - this.succeeded,
      // The commonest reason first.
      reasons: [...this.reasons.values()].sort((a, b) => b.count - a.count),
    };
  }
}
