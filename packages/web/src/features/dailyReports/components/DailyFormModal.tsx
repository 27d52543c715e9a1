import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, type UploadFile } from 'antd';
import type { StoredFileRef } from '@risk/shared/files';
import { dailyBody } from '@risk/shared/schemas/content';
import { dailyReportCalls, type DailyReportRow } from '@risk/shared/api/content';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DAY_FORMAT } from '../../../components/list-kit/list-state.ts';
import { asUploadFiles, storedIds, StoreUpload } from '../../../components/files/StoreUpload.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import type { RecordFormProps } from '../../../components/records/RecordList.tsx';

interface FormValues {
  title: string;
  uploadTime?: Dayjs;
  file?: UploadFile<StoredFileRef>[];
}

/** 新增 / 编辑 专报日报 */
export function DailyFormModal({ editing, ...dialog }: RecordFormProps<DailyReportRow>) {
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

  return (
    <RecordFormModal<typeof dailyReportCalls, FormValues>
      {...dialog}
      calls={dailyReportCalls}
      noun="专报日报"
      editing={editing}
      initialValues={initialValues}
      toInput={({ file, uploadTime, title }) => ({
        title,
        uploadTime: uploadTime?.format(DAY_FORMAT) ?? null,
        fileId: storedIds(file)[0] ?? null,
      })}
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
    </RecordFormModal>
  );
}
