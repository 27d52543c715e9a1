import type { StoredFileRef } from '@risk/shared/files';

/** A policy as its form saves it. */
export interface PolicyInput {
  title: string;
  summary?: string;
  type: string;
  /** saved files to keep */
  keep: StoredFileRef[];
  /** new files, sent as repeated `file` parts */
  files: File[];
}

/** The multipart form of an add or edit: the fields, the kept files' ids and the new files as repeated `file` parts. */
export const policyForm = (input: PolicyInput) => {
  const form = new FormData();
  form.append('title', input.title);
  form.append('summary', input.summary ?? '');
  form.append('type', input.type);
  for (const f of input.keep) form.append('fileIds', f.id);
  for (const f of input.files) form.append('file', f, f.name);
  return form;
};
