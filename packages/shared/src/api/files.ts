import { z } from 'zod';
import { FILE_MSG } from '../files.ts';
import type { PermissionCode } from '../permissions.ts';
import { fileIdSchema } from '../schemas/content.ts';
import { emptyEnvelope, envelope, fileAnswer } from '../wire.ts';
import { callsOf } from './endpoint.ts';

const STORAGE_PATH = '/business/v1/risk/toolLocalStorage';

/** Whoever may add or edit a record that holds files may upload them. */
const UPLOAD_CODES = [
  'riskCompanyInfo:add',
  'riskCompanyInfo:edit',
  'policy:add',
  'policy:edit',
  'news:add',
  'news:edit',
  'riskDistrictReport:add',
  'riskDistrictReport:edit',
  'daily:add',
  'daily:edit',
] as const satisfies readonly PermissionCode[];

/** What an upload answers: the id a form sends back when it saves the record. */
export const storedRef = z.object({ id: z.string(), fileName: z.string(), size: z.number() });

/** The name the file is stored under (the browser's name of the file; the part's name otherwise). */
const nameQuery = z.object({ name: z.string().trim().max(400, FILE_MSG.nameTooLong).optional() });

const store = callsOf('files', STORAGE_PATH);

/** The file store: a form uploads its files first and saves the record with their ids. */
export const fileStoreCalls = {
  /** multipart field `file`; the kind is checked by content */
  upload: store.post('', { access: UPLOAD_CODES, query: nameQuery, multipart: true, answer: envelope(storedRef) }),
  uploadPicture: store.post('/pictures', {
    access: UPLOAD_CODES,
    query: nameQuery,
    multipart: true,
    answer: envelope(storedRef),
  }),
  picture: store.get('/pictures/:id', {
    access: 'authenticated',
    params: z.object({ id: fileIdSchema }),
    answer: fileAnswer,
    produces: ['image/jpeg', 'image/png'],
  }),
  /** drops an upload no record holds yet (only the uploader's own) */
  discard: store.delete('/path', {
    access: UPLOAD_CODES,
    query: z.object({ path: fileIdSchema }),
    answer: emptyEnvelope,
  }),
};
