/** Stored uploads: profile photos and ticket attachments. */
import { randomUUID } from 'node:crypto';
import type { Attachment } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FileKind, files } from '../../db/schema';
import type { UploadedFile } from '../../http/uploads';

export type FileRecord = typeof files.$inferSelect;
export type FileMeta = Omit<FileRecord, 'data'>;

export async function saveFile(
  db: Database,
  upload: UploadedFile,
  input: {
    kind: FileKind;
    ownerId: number;
    contentType: string;
    ticketId?: number | null;
    replyId?: number | null;
  },
): Promise<FileMeta> {
  const id = randomUUID();
  const name = upload.filename.replace(/[\\/\0]/g, '_').slice(0, 255) || 'file';
  const [row] = await db
    .insert(files)
    .values({
      id,
      kind: input.kind,
      ownerId: input.ownerId,
      ticketId: input.ticketId ?? null,
      replyId: input.replyId ?? null,
      name,
      contentType: input.contentType,
      size: upload.size,
      data: upload.data,
    })
    .returning({
      id: files.id,
      kind: files.kind,
      ownerId: files.ownerId,
      ticketId: files.ticketId,
      replyId: files.replyId,
      name: files.name,
      contentType: files.contentType,
      size: files.size,
      createdAt: files.createdAt,
    });
  return row as FileMeta;
}

export async function findFile(db: Database, id: string): Promise<FileRecord | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function deleteFile(db: Database, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

export function toAttachment(
  file: Pick<FileMeta, 'id' | 'name' | 'size' | 'contentType'>,
): Attachment {
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    content_type: file.contentType,
    url: fileUrl(file.id),
  };
}
