import { useMemo } from 'react';
import { Form, Input, type UploadFile } from 'antd';
import type { StoredFileRef } from '@risk/shared/files';
import { policyFields } from '@risk/shared/schemas/content';
import { policyCalls, type PolicyRow } from '@risk/shared/api/content';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { asUploadFiles, StoreUpload } from '../../../components/files/StoreUpload.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import type { RecordFormProps } from '../../../components/records/RecordList.tsx';
import { policyForm } from '../api/policy.ts';

interface FormValues {
  title: string;
  type: string;
  summary?: string;
  files: UploadFile<StoredFileRef>[];
}

/** 新增 / 编辑 政策: several files, sent with the form as multipart parts; an edit keeps the files left in the list. */
export function PolicyFormModal({ editing, ...dialog }: RecordFormProps<PolicyRow>) {
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

  const toInput = ({ files, ...values }: FormValues) =>
    policyForm({
      ...values,
      keep: files.filter((f) => f.status === 'done' && f.response).map((f) => f.response!),
      files: files.filter((f) => !f.response && f.originFileObj).map((f) => f.originFileObj as File),
    });

  return (
    <RecordFormModal<typeof policyCalls, FormValues>
      {...dialog}
      calls={policyCalls}
      noun="政策"
      editing={editing}
      initialValues={initialValues}
      toInput={toInput}
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
    </RecordFormModal>
  );
}
