import { pathFor } from '@backoffice/access';
import { useCreateTicket } from '@backoffice/api-client';
import { useAppStore, useFormChanged, useFormSubmit } from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import { TICKET_PRIORITIES, type TicketPriority } from '@backoffice/contract';
import { FileUpload } from '@backoffice/ui/FileUpload';
import { Form } from '@backoffice/ui/Form';
import { Select } from '@backoffice/ui/Select';
import { TextArea } from '@backoffice/ui/TextArea';
import { TextField } from '@backoffice/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as styles from '../components/Tickets.css';
import { PRIORITY_LABELS } from '../components/ticketLabels';

const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((priority) => ({
  name: PRIORITY_LABELS[priority],
  value: priority,
}));

/** `/tickets/new-ticket`: opens a support ticket with an optional attachment (2 MB). */
export function NewTicketScreen() {
  const store = useAppStore();
  const navigate = useNavigate();
  const { trigger } = useCreateTicket();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [file, setFile] = useState<File | null>(null);
  // The button stays pending on success: the screen moves on to the new ticket.
  const { errors, pending, submit: submitForm } = useFormSubmit({ keepPendingOnSuccess: true });
  useFormChanged(subject !== '' || description !== '' || file !== null);

  function submit(event: FormEvent<HTMLFormElement>) {
    return submitForm(event, async ({ idempotencyKey }) => {
      const input = { subject, description, priority, ...(file ? { attachments: [file] } : {}) };
      const ticket = await trigger({ input, idempotencyKey });
      store.setFormChanged(false);
      await navigate(pathFor('view-ticket', { id: ticket.id }));
    });
  }

  return (
    <Form className={styles.form} validationErrors={errors.fieldErrors} onSubmit={submit}>
      {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
      <TextField
        name="subject"
        label="Subject"
        value={subject}
        onChange={setSubject}
        maxLength={255}
        isRequired
      />
      <Select
        name="priority"
        label="Priority"
        options={PRIORITY_OPTIONS}
        value={priority}
        onChange={(value) => setPriority((value ?? 'normal') as TicketPriority)}
      />
      <TextArea
        name="description"
        label="Description"
        description="What happened, what you expected, and the page you were on."
        value={description}
        onChange={setDescription}
        rows={8}
        isRequired
      />
      <FileUpload
        label="Attachment"
        file={file}
        onFileChange={setFile}
        errorMessage={errors.fieldErrors['attachments.0'] ?? errors.fieldErrors.attachments}
      />
      <FormActions submitLabel="Open ticket" pending={pending} cancelHref={pathFor('tickets')} />
    </Form>
  );
}
