import {
  acceptsFile,
  defineResource,
  fileExtension,
  fileFields,
  fileInputProblem,
  fileLimitBytes,
  fileSizeMessage,
  formatFieldValue,
  isFileInput,
  isStoredFile,
  mimesMessage,
  recordSchema,
  resourceFilePath,
  resourceInput,
  validateResource,
} from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { employeesResource } from './employees';

const MB = 1024 * 1024;
const permissions = { list: 'x', view: 'x', create: 'x', update: 'x', delete: 'x' };

const documents = defineResource({
  name: 'documents',
  segment: 'documents',
  singular: 'document',
  plural: 'documents',
  scope: 'brand',
  titleField: 'title',
  fields: {
    title: { type: 'string', label: 'Title', rules: ['required'] },
    scan: { type: 'file', label: 'Scan', maxKilobytes: 512 },
    contract: { type: 'file', label: 'Contract', rules: ['required'], mimes: ['pdf', 'docx'] },
  },
  permissions,
});

const photo = employeesResource.fields.photo;
const file = (name: string, type: string, size = 10) => ({ name, type, size });

function fileDefinition(field: Record<string, unknown>) {
  return () =>
    defineResource({
      name: 'bad',
      segment: 'bad',
      singular: 'bad',
      plural: 'bads',
      scope: 'brand',
      titleField: 'title',
      fields: { title: { type: 'string', label: 'Title' }, upload: field as never },
      permissions,
    });
}

describe('file fields in definitions', () => {
  it('take 2 MB unless maxKilobytes says less', () => {
    expect(fileLimitBytes(photo)).toBe(2 * MB);
    expect(fileLimitBytes(documents.fields.scan)).toBe(512 * 1024);
    expect(fileFields(documents)).toEqual(['scan', 'contract']);
    expect(fileFields(employeesResource)).toEqual(['photo']);
  });

  it('refuse what a file cannot be: searched, sorted, unique, sized by rules or over 2 MB', () => {
    expect(fileDefinition({ type: 'file', label: 'U', sortable: true })).toThrow(/cannot be/);
    expect(fileDefinition({ type: 'file', label: 'U', rules: ['unique'] })).toThrow(/unique/);
    expect(fileDefinition({ type: 'file', label: 'U', rules: ['max:10'] })).toThrow(/max:10/);
    expect(fileDefinition({ type: 'file', label: 'U', maxKilobytes: 4096 })).toThrow(/2048/);
    expect(fileDefinition({ type: 'file', label: 'U', mimes: ['.pdf'] })).toThrow(/mimes/);
    expect(fileDefinition({ type: 'string', label: 'U', mimes: ['pdf'] })).toThrow(/file fields/);
    expect(fileDefinition({ type: 'file', label: 'U', mimes: ['pdf'] })).not.toThrow();
  });
});

describe('chosen files', () => {
  it('have a name, a type and a size', () => {
    expect(isFileInput(file('a.png', 'image/png'))).toBe(true);
    expect(isFileInput({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isFileInput('a.png')).toBe(false);
    expect(isFileInput(null)).toBe(false);
  });

  it('are typed by their MIME type before their name, as Laravel guesses', () => {
    expect(fileExtension(file('photo.PNG', ''))).toBe('png');
    expect(fileExtension(file('photo.png', 'image/jpeg'))).toBe('jpg');
    expect(fileExtension(file('README', ''))).toBe('');
    expect(fileExtension(file('x.png', 'application/octet-stream'))).toBe('bin');
  });

  it('are accepted by mimes, jpg and jpeg alike, and by any field without mimes', () => {
    expect(acceptsFile(photo, file('a.jpeg', 'image/jpeg'))).toBe(true);
    expect(acceptsFile(photo, file('a.webp', ''))).toBe(true);
    expect(acceptsFile(photo, file('cv.png', 'application/pdf'))).toBe(false);
    expect(acceptsFile(documents.fields.scan, file('x.exe', ''))).toBe(true);
  });

  it('answer the size message at one byte over the limit, then the mimes message', () => {
    expect(fileInputProblem('photo', photo, file('a.png', 'image/png', 2 * MB))).toBeNull();
    expect(fileInputProblem('photo', photo, file('a.png', 'image/png', 2 * MB + 1))).toBe(
      'The file size must not exceed 2MB.',
    );
    expect(fileInputProblem('scan', documents.fields.scan, file('a', '', 512 * 1024 + 1))).toBe(
      'The file size must not exceed 0.5MB.',
    );
    expect(fileInputProblem('photo', photo, file('cv.pdf', 'application/pdf'))).toBe(
      'The photo field must be a file of type: jpg, png, gif, webp.',
    );
    expect(mimesMessage('contract', ['pdf', 'docx'])).toBe(
      'The contract field must be a file of type: pdf, docx.',
    );
    expect(fileSizeMessage(5 * MB)).toBe('The file size must not exceed 5MB.');
  });
});

describe('validating file fields', () => {
  const check = (raw: Record<string, unknown>, isFile?: (value: unknown) => boolean) =>
    validateResource(documents, resourceInput(documents, raw, 'create'), {
      mode: 'create',
      ...(isFile ? { isFile } : {}),
    }).errors;

  it('takes a file within the rules and requires one where the field says so', () => {
    expect(check({ title: 'A', contract: file('c.pdf', 'application/pdf') })).toEqual({});
    expect(check({ title: 'A', contract: '' })).toEqual({
      contract: ['The contract field is required.'],
    });
  });

  it('refuses text, and objects the caller does not count as uploads', () => {
    const realUploads = new Set<unknown>();
    const forged = file('c.pdf', 'application/pdf');
    expect(check({ title: 'A', contract: 'a-stored-key' })).toEqual({
      contract: ['The contract field must be a file.'],
    });
    expect(check({ title: 'A', contract: forged }, (value) => realUploads.has(value))).toEqual({
      contract: ['The contract field must be a file.'],
    });
  });

  it('refuses a file given to a text field', () => {
    expect(check({ title: file('a.pdf', 'application/pdf'), contract: null })).toMatchObject({
      title: ['The title field must be a string.'],
    });
  });

  it('leaves an update without the field alone, and lets null clear an optional one', () => {
    const update = (raw: Record<string, unknown>) =>
      validateResource(documents, resourceInput(documents, raw, 'update'), { mode: 'update' })
        .errors;
    expect(update({ title: 'B' })).toEqual({});
    expect(update({ scan: '' })).toEqual({});
  });
});

describe('stored files on the wire', () => {
  const stored = {
    name: 'ann.png',
    url: '/api/employees/3/files/photo',
    size: 5,
    type: 'image/png',
  };

  it('are addressed through their record and field', () => {
    expect(resourceFilePath(employeesResource, 3, 'photo')).toBe('/api/employees/3/files/photo');
  });

  it('are records’ values, or null, and show their name in cells', () => {
    expect(isStoredFile(stored)).toBe(true);
    expect(isStoredFile({ name: 'ann.png' })).toBe(false);
    const record = recordSchema(employeesResource);
    const withPhoto = (photo: unknown) => record.partial().safeParse({ photo }).success;
    expect(withPhoto(stored)).toBe(true);
    expect(withPhoto(null)).toBe(true);
    expect(withPhoto('a-key')).toBe(false);
    expect(formatFieldValue(photo, stored)).toBe('ann.png');
  });
});
