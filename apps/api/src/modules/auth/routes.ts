/**
 * Sign-in and sign-out (Sanctum SPA + Breeze): CSRF cookie, login, logout, session, email
 * verification, forgot and reset password.
 */
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  statusResponseSchema,
  userResponseSchema,
  validationErrorResponseSchema,
  verifyEmailParamsSchema,
} from '@backoffice/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicUrl } from '../../config-plugin';
import { tooManyAttempts, unprocessable } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { requireUser, userOf } from '../../plugins/app/authorization';
import { storePermissionsOf } from '../../resources/grants';
import { toUserView } from '../users/auth-user';
import { findUserByEmail, setPassword, verifyEmailToken } from '../users/user-repository';
import { consumeResetToken, createResetToken } from './password-reset';

/** Breeze: five attempts per email and address, then wait for the minute to pass. */
const LOGIN_MAX_ATTEMPTS = 5;
const LOGIN_DECAY_SECONDS = 60;
/**
 * One address spraying many accounts: at most 20 failed sign-ins per address in 10 minutes
 * (enough for an office behind one NAT mistyping now and then; a sprayer gets 2 a minute).
 */
const ADDRESS_MAX_FAILURES = 20;
const ADDRESS_DECAY_SECONDS = 600;
/** Reset links: five requests a minute per email and address, one mail per email a minute. */
const FORGOT_MAX_ATTEMPTS = 5;
const RESET_LINK_INTERVAL_SECONDS = 60;

const tags = ['auth'];
const errors = { 401: messageResponseSchema, 419: messageResponseSchema };

export async function authRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sanctum/csrf-cookie',
    {
      schema: {
        tags,
        summary: 'Starts a session and sets the XSRF-TOKEN cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!request.session)
        await app.startSession(request, reply, { userId: null, remember: false });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags,
        summary: 'Signs in; rotates the session id and CSRF token',
        body: loginRequestSchema,
        response: {
          200: userResponseSchema,
          419: messageResponseSchema,
          422: validationErrorResponseSchema,
          429: validationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      // Each attempt is reserved before the password is checked, so a burst sent at once gets
      // no more checks than the limit: the address's budget first, then the account's.
      const addressKey = `login-address:${request.ip}`;
      const key = `login:${email.toLowerCase()}|${request.ip}`;
      const refuse = (retryAfter: number, limit: number) => {
        const message = AUTH_MESSAGES.throttle.replace(':seconds', String(retryAfter));
        return tooManyAttempts(retryAfter, limit, message, { errors: { email: [message] } });
      };
      const address = await app.throttle.reserve(
        addressKey,
        ADDRESS_MAX_FAILURES,
        ADDRESS_DECAY_SECONDS,
      );
      if (!address.allowed) throw refuse(address.retryAfter, ADDRESS_MAX_FAILURES);
      const slot = await app.throttle.reserve(key, LOGIN_MAX_ATTEMPTS, LOGIN_DECAY_SECONDS);
      if (!slot.allowed) {
        await app.throttle.release(addressKey);
        throw refuse(slot.retryAfter, LOGIN_MAX_ATTEMPTS);
      }
      const user = await findUserByEmail(app.db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      // A failure keeps both reservations; a success gives them back.
      if (!user || !valid) throw unprocessable({ email: [AUTH_MESSAGES.failed] });
      await Promise.all([app.throttle.clear(key), app.throttle.release(addressKey)]);
      await app.startSession(request, reply, { userId: user.id, remember: remember ?? false });
      request.log.info({ userId: user.id }, 'signed in');
      const signedIn = userOf(request);
      return { data: { user: toUserView(signedIn, await storePermissionsOf(app.db, signedIn)) } };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Signs out: the session is destroyed and a new CSRF token issued',
        response: { 204: z.null(), 419: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await app.startSession(request, reply, { userId: null, remember: false });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/session',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      return { data: { user: toUserView(user, await storePermissionsOf(app.db, user)) } };
    },
  );

  app.get(
    '/api/verify-email/:token',
    {
      schema: {
        tags,
        summary: 'Confirms an email address from the emailed link',
        params: verifyEmailParamsSchema,
        response: { 200: statusResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const ok = await verifyEmailToken(app.db, request.params.token);
      const wantsJson =
        request.headers['x-requested-with'] === 'XMLHttpRequest' ||
        (request.headers.accept ?? '').includes('json');
      if (!wantsJson) return reply.redirect(ok ? '/dashboard?verified=1' : '/dashboard?verified=0');
      if (!ok) throw unprocessable({ token: [AUTH_MESSAGES.verifyInvalid] });
      return { status: AUTH_MESSAGES.verified };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mails a password reset link',
        description:
          'Answers the same for unknown addresses, so the form does not reveal who has an account.',
        body: forgotPasswordRequestSchema,
        response: {
          200: statusResponseSchema,
          419: messageResponseSchema,
          422: validationErrorResponseSchema,
          429: messageResponseSchema,
        },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const attempt = await app.throttle.hit(`forgot:${email}|${request.ip}`, 60);
      if (attempt.attempts > FORGOT_MAX_ATTEMPTS) {
        throw tooManyAttempts(attempt.retryAfter, FORGOT_MAX_ATTEMPTS);
      }
      // Reserved before the mail is sent, so requests sent at once still make one mail.
      const interval = await app.throttle.reserve(
        `reset-link:${email}`,
        1,
        RESET_LINK_INTERVAL_SECONDS,
      );
      if (!interval.allowed) throw unprocessable({ email: [AUTH_MESSAGES.resetThrottled] });
      const account = await findUserByEmail(app.db, email);
      if (account) {
        const token = await createResetToken(app.db, account.email.toLowerCase());
        const link = `${publicUrl(app.config)}/reset-password/${token}/${encodeURIComponent(account.email)}`;
        await app.mailer.send({
          to: account.email,
          subject: 'Reset your password',
          text: `Hello ${account.firstName},\n\nSomeone asked to reset the password of your account. Open this link within 60 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.\n`,
        });
      }
      return { status: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with an emailed token (60 minutes, single use)',
        body: resetPasswordRequestSchema,
        response: {
          200: statusResponseSchema,
          419: messageResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email, token, password } = request.body;
      const account = await findUserByEmail(app.db, email);
      const ok = account && (await consumeResetToken(app.db, account.email.toLowerCase(), token));
      if (!account || !ok) throw unprocessable({ email: [AUTH_MESSAGES.resetToken] });
      await setPassword(app.db, account.id, await hashPassword(password));
      // Whoever held the old password is signed out everywhere.
      await app.sessions.destroyForUser(account.id);
      request.log.info({ userId: account.id }, 'password reset');
      return { status: AUTH_MESSAGES.passwordReset };
    },
  );
}
