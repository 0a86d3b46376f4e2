/**
 * Delivers the outbox over SMTP: rows are claimed with SKIP LOCKED so several instances never
 * send the same mail twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type Database, queryRows } from '../db/client';

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
}

export function startMailDelivery(
  db: Database,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
): () => void {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const deliver = async () => {
    if (running) return;
    running = true;
    try {
      await db.transaction(async (tx) => {
        const rows = await queryRows<OutboxRow>(
          tx as unknown as Database,
          sql`select id, to_address, subject, body_text from mail_outbox
              where sent_at is null and error is null order by id limit 20 for update skip locked`,
        );
        for (const row of rows) {
          try {
            await transport.sendMail({
              from,
              to: row.to_address,
              subject: row.subject,
              text: row.body_text,
            });
            await tx.execute(sql`update mail_outbox set sent_at = now() where id = ${row.id}`);
          } catch (error) {
            log.error({ err: error, mailId: row.id }, 'mail delivery failed');
            await tx.execute(
              sql`update mail_outbox set error = ${String((error as Error).message)} where id = ${row.id}`,
            );
          }
        }
      });
    } catch (error) {
      log.error({ err: error }, 'mail outbox read failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(deliver, 5000);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
