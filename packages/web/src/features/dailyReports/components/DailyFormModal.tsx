import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, type UploadFile } from 'antd';
import type { StoredFileRef } from '@risk/shared/files';
import { dailyBody, type DailyRow } from '@risk/shared/schemas/content';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DAY_FORMAT } from '../../../components/list-kit/list-state.ts';
import { asUploadFiles, storedIds, StoreUpload } from '../../../components/files/StoreUpload.tsx';
import { useSaveDaily } from '../api/daily.ts';

interface FormValues {
  title: string;
  uploadTime?: Dayjs;
  file?: UploadFile<StoredFileRef>[];
}

interface Props {
  open: boolean;
  editing?: DailyRow;
  onClose: () => void;
}

/** 新增 / 编辑 专报日报 */
export function DailyFormModal({ open, editing, onClose }: Props) {
  const save = useSaveDaily();
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      editing
        ? {
            title: editing.title,
            uploadTime: dayjs(editing.uploadTime),
            file: editing.fileId
              ? asUploadFiles([{ fileId: editing.fileId, fileName: editing.fileName ?? '', size: editing.size ?? 0 }])
              : [],
          }
        : { uploadTime: dayjs(), file: [] },
    [editing],
  );
  const submit = ({ file, uploadTime, title }: FormValues) =>
    save.mutateAsync({
      id: editing?.id,
      input: { title, uploadTime: uploadTime?.format(DAY_FORMAT) ?? null, fileId: storedIds(file)[0] ?? null },
    });

  return (
    <FormModal<FormValues>
      title={editing ? '编辑专报日报' : '新增专报日报'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item label="标题" name="title" rules={rulesFrom(dailyBody.shape.title)}>
        <Input placeholder="请输入标题" />
      </Form.Item>
      <Form.Item label="上传时间" name="uploadTime">
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="报告文件" name="file" valuePropName="value">
        <StoreUpload maxCount={1} />
      </Form.Item>
    </FormModal>
  );
}
