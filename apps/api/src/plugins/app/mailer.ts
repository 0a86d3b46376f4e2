/**
 * Outgoing mail goes to the `mail_outbox` table first. Without SMTP settings it stays there and
 * is written to the log (development); with `SMTP_URL` a delivery loop sends it.
 */
import fp from 'fastify-plugin';
import { mailOutbox } from '../../db/schema';
import { startMailDelivery } from '../../lib/mail-delivery';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> };
  }
}

export interface MailerPluginOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** Log mail bodies (links included); off in production. */
  logBodies: boolean;
}

export const mailerPlugin = fp<MailerPluginOptions>(
  async (app, options) => {
    app.decorate('mailer', {
      async send(mail: Mail) {
        await app.db
          .insert(mailOutbox)
          .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text });
        if (options.smtpUrl) return;
        app.log.info(
          options.logBodies
            ? { mail: { to: mail.to, subject: mail.subject, text: mail.text } }
            : { mail: { to: mail.to, subject: mail.subject } },
          'mail queued in the outbox',
        );
      },
    });
    if (options.smtpUrl) {
      const stop = startMailDelivery(app.db, options.smtpUrl, options.from, app.log);
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'mailer', dependencies: ['database'] },
);
