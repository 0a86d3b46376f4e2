/** The signed-in user's profile, photo, password and active brand. */
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  messageResponseSchema,
  profileResponseSchema,
  ruleMessage,
  statusResponseSchema,
  switchBrandParamsSchema,
  updateProfileRequestSchema,
  userResponseSchema,
  validationErrorResponseSchema,
} from '@backoffice/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicUrl } from '../../config-plugin';
import { users } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { sniffImageType, type UploadedFile, uploadedImageSchema } from '../../http/uploads';
import type { ZodTypeProvider } from '../../http/zod-compiler';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requireUser, userOf } from '../../plugins/app/authorization';
import { storePermissionsOf } from '../../resources/grants';
import { deleteFile, saveFile } from '../files/file-repository';
import { toUserView } from './auth-user';
import { toProfile } from './profile';
import { createVerificationToken, emailTaken, findUserById, setPassword } from './user-repository';

const tags = ['user'];
const multipartTypes = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
];
const authErrors = { 401: messageResponseSchema, 419: messageResponseSchema };

const profileBodySchema = updateProfileRequestSchema.extend({
  photo: uploadedImageSchema.nullish(),
});
const photoBodySchema = z.strictObject({ photo: uploadedImageSchema });

export async function userRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  async function profileOf(request: FastifyRequest) {
    const user = userOf(request);
    const record = await findUserById(app.db, user.id);
    if (!record) throw notFound();
    return { data: toProfile(record, user.roles) };
  }

  /** Stores a new photo and drops the old one. */
  async function replacePhoto(
    userId: number,
    oldFileId: string | null,
    photo: UploadedFile | null,
  ) {
    let fileId: string | null = null;
    if (photo) {
      const saved = await saveFile(app.db, photo, {
        kind: 'profile_photo',
        ownerId: userId,
        contentType: sniffImageType(photo.data) ?? 'application/octet-stream',
      });
      fileId = saved.id;
    }
    await app.db
      .update(users)
      .set({ photoFileId: fileId, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (oldFileId) await deleteFile(app.db, oldFileId);
  }

  app.get(
    '/api/user',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The profile',
        response: { 200: profileResponseSchema, ...authErrors },
      },
    },
    async (request) => profileOf(request),
  );

  app.post(
    '/api/user',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Updates the profile; a new email must be verified again',
        consumes: multipartTypes,
        body: profileBodySchema,
        response: { 200: profileResponseSchema, ...authErrors, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const body = request.body;
      if (await emailTaken(app.db, body.email, user.id)) {
        throw unprocessable({ email: [ruleMessage('unique', 'email')] });
      }
      const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
      await app.db
        .update(users)
        .set({
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone ?? null,
          updatedAt: sql`now()`,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        })
        .where(eq(users.id, user.id));
      if (body.photo) await replacePhoto(user.id, user.photoFileId, body.photo);
      if (emailChanged) {
        const token = await createVerificationToken(app.db, user.id, body.email);
        await app.mailer.send({
          to: body.email,
          subject: 'Confirm your email address',
          text: `Hello ${body.first_name},\n\nConfirm this address for your account by opening:\n\n${publicUrl(app.config)}/api/verify-email/${token}\n\nThe link works for 24 hours.\n`,
        });
      }
      return profileOf(request);
    },
  );

  app.post(
    '/api/user/photo',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Uploads a profile photo (PNG, JPEG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        body: photoBodySchema,
        response: { 200: profileResponseSchema, ...authErrors, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      await replacePhoto(user.id, user.photoFileId, request.body.photo);
      return profileOf(request);
    },
  );

  app.delete(
    '/api/user/photo',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Removes the profile photo',
        response: { 200: profileResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const user = userOf(request);
      await replacePhoto(user.id, user.photoFileId, null);
      return profileOf(request);
    },
  );

  app.put(
    '/api/user/password',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Changes the password (current password required); other sessions end',
        body: changePasswordRequestSchema,
        response: { 200: statusResponseSchema, ...authErrors, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const record = await findUserById(app.db, user.id);
      if (!record || !(await verifyPassword(record.passwordHash, request.body.current_password))) {
        throw unprocessable({ current_password: [AUTH_MESSAGES.currentPassword] });
      }
      await setPassword(app.db, user.id, await hashPassword(request.body.password));
      await app.sessions.destroyForUser(user.id, request.session?.idHash);
      return { status: 'Your password has been updated.' };
    },
  );

  app.put(
    '/api/user/:brandId',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Switches the active brand (a brand the user is a member of)',
        params: switchBrandParamsSchema,
        response: { 200: userResponseSchema, ...authErrors, 403: messageResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { brandId } = request.params;
      if (!user.brands.includes(brandId)) throw forbidden();
      await app.db.update(users).set({ activeBrandId: brandId }).where(eq(users.id, user.id));
      const updated = await app.sessions.loadUser(user.id);
      if (!updated) throw notFound();
      request.user = updated;
      return { data: { user: toUserView(updated, await storePermissionsOf(app.db, updated)) } };
    },
  );
}
