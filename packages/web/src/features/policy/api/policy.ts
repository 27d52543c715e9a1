import type { Key } from 'react';
import type { StoredFileRef } from '@risk/shared/files';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 政策 (`/business/v1/policy`); rows are `PolicyRow` of @risk/shared/schemas/content. */
export const POLICY_URL = '/business/v1/policy';
export const POLICY_SORTABLE = ['uploadTime', 'title'] as const;
export const POLICY_DEFAULT_SORT = 'uploadTime,DESC';

export interface PolicyInput {
  id?: number;
  title: string;
  summary?: string;
  type: string;
  /** saved files to keep */
  keep: StoredFileRef[];
  /** new files, sent as repeated `file` parts */
  files: File[];
}

const toForm = (input: PolicyInput) => {
  const form = new FormData();
  if (input.id) form.append('id', String(input.id));
  form.append('title', input.title);
  form.append('summary', input.summary ?? '');
  form.append('type', input.type);
  for (const f of input.keep) form.append('fileIds', f.id);
  for (const f of input.files) form.append('file', f, f.name);
  return form;
};

/** POST (multipart, repeated file parts) for a new policy, PUT (form) for an edit */
export const useSavePolicy = () =>
  useListMutation(POLICY_URL, (input: PolicyInput) =>
    input.id ? http.put(POLICY_URL, toForm(input)) : http.post(POLICY_URL, toForm(input)),
  );

/** DELETE with the ids */
export const useDeletePolicies = () => useListMutation(POLICY_URL, (ids: Key[]) => http.del(POLICY_URL, ids));

/** GET /download?fileId=: one file of a policy under its original name */
export const downloadPolicyFile = (fileId: string, fileName: string) =>
  http.download(`${POLICY_URL}/download`, { fileId }, fileName).catch(() => undefined);
