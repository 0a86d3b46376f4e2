import { useApiClient } from '@backoffice/api-client';
import { useToast } from '@backoffice/app-kit';
import {
  newRecordValues,
  ResourceForm,
  type ResourceRow,
  saveRecord,
  useResourceRevalidation,
} from '@backoffice/app-kit/resources';
import { Dialog } from '@backoffice/ui/Dialog';
import { Modal } from '@backoffice/ui/Modal';
import { useNavigate } from 'react-router-dom';
import { courierRequestsResource } from '../../resources/courier';
import { FeePreview } from './FeePreview';

export interface NewCourierRequestDialogProps {
  /** The list's address: Cancel and Escape go back to it. */
  listHref: string;
  /** Opens the new request's page. */
  onCreated: (id: number) => void;
}

/**
 * A new courier request, in a dialog over the live list (`?new=1`): the definition's form with
 * the fee worked out as it is typed; the server numbers it and sets the fee. A repeated press
 * answers the first request (the form's idempotency key).
 */
export function NewCourierRequestDialog({ listHref, onCreated }: NewCourierRequestDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidate = useResourceRevalidation(courierRequestsResource);
  return (
    <Modal isOpen size="lg" isDismissable onOpenChange={(open) => !open && void navigate(listHref)}>
      <Dialog title="New courier request">
        <ResourceForm
          resource={courierRequestsResource}
          mode="create"
          initialValues={newRecordValues(courierRequestsResource)}
          submitLabel="Request courier"
          cancelHref={listHref}
          onSubmit={(body, idempotencyKey) =>
            saveRecord(client, courierRequestsResource, body, { idempotencyKey })
          }
          onSaved={(saved) => {
            const record = saved as ResourceRow;
            void revalidate(record.id, record);
            toast(`Courier request ${String(record.number)} made.`, 'positive');
            onCreated(record.id);
          }}
          summary={(values) => <FeePreview values={values} />}
        />
      </Dialog>
    </Modal>
  );
}
