import { useMemo } from 'react';
import { Form, Input, type UploadFile } from 'antd';
import type { StoredFileRef } from '@risk/shared/files';
import { policyFields, type PolicyRow } from '@risk/shared/schemas/content';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { asUploadFiles, StoreUpload } from '../../../components/files/StoreUpload.tsx';
import { useSavePolicy } from '../api/policy.ts';

interface FormValues {
  title: string;
  type: string;
  summary?: string;
  files: UploadFile<StoredFileRef>[];
}

interface Props {
  open: boolean;
  editing?: PolicyRow;
  onClose: () => void;
}

/** 新增 / 编辑 政策: several files, sent with the form as multipart parts; an edit keeps the files left in the list. */
export function PolicyFormModal({ open, editing, onClose }: Props) {
  const save = useSavePolicy();
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      editing
        ? {
            title: editing.title,
            type: editing.type,
            summary: editing.summary ?? undefined,
            files: asUploadFiles(editing.files),
          }
        : { files: [] },
    [editing],
  );

  const submit = async ({ files, ...values }: FormValues) => {
    const keep = files.filter((f) => f.status === 'done' && f.response).map((f) => f.response!);
    const fresh = files.filter((f) => !f.response && f.originFileObj).map((f) => f.originFileObj as File);
    await save.mutateAsync({ id: editing?.id, ...values, keep, files: fresh });
  };

  return (
    <FormModal<FormValues>
      title={editing ? '编辑政策' : '新增政策'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      width={640}
    >
      <Form.Item label="标题" name="title" rules={rulesFrom(policyFields.shape.title)}>
        <Input placeholder="请输入标题" />
      </Form.Item>
      <Form.Item label="政策类型" name="type" rules={rulesFrom(policyFields.shape.type)}>
        <DictSelect dict="policy_type" placeholder="请选择政策类型" />
      </Form.Item>
      <Form.Item label="摘要" name="summary" rules={rulesFrom(policyFields.shape.summary)}>
        <Input.TextArea rows={3} placeholder="请输入摘要" />
      </Form.Item>
      <Form.Item
        label="政策文件"
        name="files"
        valuePropName="value"
        rules={[{ required: true, type: 'array', message: '请上传政策文件' }]}
      >
        <StoreUpload deferred maxCount={10} />
      </Form.Item>
    </FormModal>
  );
}
