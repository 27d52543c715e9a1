import { useMemo } from 'react';
import { Form, Input, type UploadFile } from 'antd';
import type { StoredFileRef } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import type { PolicyRow } from '@risk/shared/schemas/content';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
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
      <Form.Item
        label="标题"
        name="title"
        rules={[
          { required: true, whitespace: true, message: `标题${MSG.required}` },
          { max: 100, message: '标题不能超过100个字符' },
        ]}
      >
        <Input placeholder="请输入标题" />
      </Form.Item>
      <Form.Item label="政策类型" name="type" rules={[{ required: true, message: `政策类型${MSG.required}` }]}>
        <DictSelect dict="policy_type" placeholder="请选择政策类型" />
      </Form.Item>
      <Form.Item label="摘要" name="summary" rules={[{ max: 1000, message: '摘要不能超过1000个字符' }]}>
        <Input.TextArea rows={3} placeholder="请输入摘要" />
      </Form.Item>
      <Form.Item
        label="政策文件"
        name="files"
        valuePropName="value"
        rules={[{ required: true, type: 'array', min: 1, message: '请上传政策文件' }]}
      >
        <StoreUpload deferred maxCount={10} />
      </Form.Item>
    </FormModal>
  );
}
