import { pathFor } from '@backoffice/access';
import { ApiError, useReplyToTicket, useSetTicketStatus, useTicket } from '@backoffice/api-client';
import { submitErrors, useFormChanged, useFormSubmit } from '@backoffice/app-kit';
import { AlertMessage, FormActions } from '@backoffice/app-kit/components';
import {
  type Attachment,
  MESSAGES,
  TICKET_TRANSITIONS,
  type TicketDetail,
  type TicketStatus,
} from '@backoffice/contract';
import { Badge } from '@backoffice/ui/Badge';
import { Form } from '@backoffice/ui/Form';
import { Link } from '@backoffice/ui/Link';
import { Select } from '@backoffice/ui/Select';
import { Spinner } from '@backoffice/ui/Spinner';
import { TextArea } from '@backoffice/ui/TextArea';
import { type FormEvent, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import * as styles from '../components/Tickets.css';
import {
  dateTimeFormat,
  PRIORITY_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
} from '../components/ticketLabels';

function Attachments({ files }: { files: Attachment[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.attachments} aria-label="Attachments">
      {files.map((file) => (
        <li key={file.id}>
          <Link href={file.url} download={file.name} isExternal={false}>
            {file.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StatusControl({ ticket }: { ticket: TicketDetail }) {
  const { trigger, isMutating } = useSetTicketStatus(ticket.id);
  const [error, setError] = useState<string | null>(null);
  const options = [ticket.status, ...TICKET_TRANSITIONS[ticket.status]].map((status) => ({
    name: STATUS_LABELS[status],
    value: status,
  }));
  return (
    <div>
      <Select
        label="Status"
        options={options}
        value={ticket.status}
        isDisabled={isMutating}
        errorMessage={error ?? undefined}
        isInvalid={error !== null}
        onChange={(value) => {
          if (!value || value === ticket.status) return;
          setError(null);
          trigger(value as TicketStatus).catch((failure: unknown) =>
            setError(
              failure instanceof ApiError && failure.status === 403
                ? 'Only the support team can make this change.'
                : (submitErrors(failure).message ?? MESSAGES.general),
            ),
          );
        }}
      />
    </div>
  );
}

function ReplyForm({ ticketId }: { ticketId: number }) {
  const { trigger } = useReplyToTicket(ticketId);
  const [body, setBody] = useState('');
  const { errors, pending, submit: submitForm } = useFormSubmit();
  useFormChanged(body !== '');

  function submit(event: FormEvent<HTMLFormElement>) {
    return submitForm(event, async () => {
      await trigger({ body });
      setBody('');
    });
  }

  return (
    <Form className={styles.form} validationErrors={errors.fieldErrors} onSubmit={submit}>
      {errors.message && <AlertMessage>{errors.message}</AlertMessage>}
      <TextArea
        name="body"
        label="Your reply"
        value={body}
        onChange={setBody}
        rows={4}
        isRequired
      />
      <FormActions submitLabel="Send reply" pending={pending} />
    </Form>
  );
}

/** `/tickets/:id`: the ticket, its replies in order, a reply box and the status. */
export function TicketDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const ticket = useTicket(valid ? id : null);

  if (!valid || (ticket.error instanceof ApiError && ticket.error.status === 404)) {
    return <Navigate to={pathFor('app.not-found')} replace />;
  }
  if (ticket.error instanceof ApiError && ticket.error.status === 403) {
    return <Navigate to={pathFor('app.forbidden')} replace />;
  }
  if (ticket.error && !ticket.data) {
    return <AlertMessage>{MESSAGES.general}</AlertMessage>;
  }
  const data = ticket.data;
  if (!data) return <Spinner label="Loading ticket" />;

  return (
    <div className={styles.page}>
      <article className={styles.card} aria-labelledby="ticket-subject">
        <div className={styles.header}>
          <h2 id="ticket-subject" className={styles.subject}>
            {data.subject}
          </h2>
          <Badge tone={STATUS_TONES[data.status]}>{STATUS_LABELS[data.status]}</Badge>
        </div>
        <p className={styles.meta}>
          #{data.id} · {PRIORITY_LABELS[data.priority]} priority · opened by {data.author.name} on{' '}
          {dateTimeFormat.format(new Date(data.created_at))}
        </p>
        <p className={styles.body}>{data.description}</p>
        <Attachments files={data.attachments} />
        <StatusControl ticket={data} />
      </article>
      <section aria-labelledby="replies-title" className={styles.page}>
        <h2 id="replies-title" className={styles.sectionTitle}>
          Replies ({data.replies.length})
        </h2>
        {data.replies.length > 0 && (
          <ol className={styles.thread}>
            {data.replies.map((reply) => (
              <li key={reply.id} className={styles.card}>
                <p className={styles.meta}>
                  {reply.author.name} · {dateTimeFormat.format(new Date(reply.created_at))}
                </p>
                <p className={styles.body}>{reply.body}</p>
                <Attachments files={reply.attachments} />
              </li>
            ))}
          </ol>
        )}
        <ReplyForm key={data.id} ticketId={data.id} />
      </section>
    </div>
  );
}
