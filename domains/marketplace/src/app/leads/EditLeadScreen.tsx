import { hasPermission } from '@backoffice/access';
import { useAppState } from '@backoffice/app-kit';
import {
  EditRecordScreen,
  RecordActions,
  useRecord,
  useRecordId,
} from '@backoffice/app-kit/resources';
import type { ResourceDefinition } from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Button } from '@backoffice/ui/Button';
import { useState } from 'react';
import { evdLeadsResource as leads, MANAGE_LEADS } from '../../resources/leads';
import { stageLabel, stageTone } from './leadFigures';
import { useLeadOwners } from './leadOwners';
import * as styles from './leads.css';
import { ReassignLeadDialog } from './ReassignLeadDialog';

/** The lead's moves but the reassignment, which picks its owner by name (below). */
const { reassign: _reassign, ...moves } = leads.actions;
const stageMoves: ResourceDefinition = { ...leads, actions: moves };

/** A manager hands the lead to another owner, picked by name. */
function ReassignButton({ lead }: { lead: NonNullable<ReturnType<typeof useRecord>['data']> }) {
  const owners = useLeadOwners();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Reassign
      </Button>
      {open && (
        <ReassignLeadDialog lead={lead} owners={owners.data ?? []} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/** Where the lead stands, and the moves open to it (contact, qualify, win, lose, reopen...). */
function StagePanel({ id }: { id: number }) {
  const permissions = useAppState((state) => state.user?.permissions);
  const answer = useRecord(leads, id);
  const lead = answer.data;
  if (!lead) return null;
  const stage = String(lead.stage);
  return (
    <section className={styles.stagePanel} aria-label="Stage">
      <span>
        Stage: <Badge tone={stageTone(stage)}>{stageLabel(stage)}</Badge>
      </span>
      {stage === 'lost' && lead.lost_reason ? <span>Lost: {String(lead.lost_reason)}</span> : null}
      <span>Owner: {String(lead.owner_name ?? '')}</span>
      <RecordActions resource={stageMoves} record={lead} title={String(lead.business)} />
      {hasPermission(permissions, MANAGE_LEADS) && <ReassignButton lead={lead} />}
    </section>
  );
}

/**
 * `/evd-leads/{id}/edit` (access_evdati_leads): the lead's stage with its moves (and, for
 * managers, its owner's change), then the generic form of its details and its history
 * (started again after each move). Another user's lead answers 404 (the server keeps each
 * representative to their own).
 */
export function EditLeadScreen() {
  const id = useRecordId();
  const version = useRecord(leads, id).data?.version;
  return (
    <div className={styles.page}>
      {id !== null && <StagePanel id={id} />}
      {/* A move changes the lead's version: the form starts again from the lead as it is now. */}
      <EditRecordScreen key={String(version)} resource={leads} />
    </div>
  );
}
