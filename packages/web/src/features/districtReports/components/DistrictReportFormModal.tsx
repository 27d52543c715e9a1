import { useMemo } from 'react';
import { Form, Input, InputNumber, type UploadFile } from 'antd';
import type { StoredFileRef } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import { districtReportBody } from '@risk/shared/schemas/content';
import { districtReportCalls, type DistrictReportRow } from '@risk/shared/api/content';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { asUploadFiles, storedIds, StoreUpload } from '../../../components/files/StoreUpload.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import type { RecordFormProps } from '../../../components/records/RecordList.tsx';
import { useSessionUser } from '../../../lib/session.ts';
import { beijingYear } from '../../../lib/beijing-time.ts';

interface FormValues {
  reportName: string;
  region?: string;
  year: number;
  file?: UploadFile<StoredFileRef>[];
}

/** 新增 / 编辑 区县报告: a district files under its own district; the city and operations choose one. */
export function DistrictReportFormModal({ editing, ...dialog }: RecordFormProps<DistrictReportRow>) {
  const ownRegion = useSessionUser()?.region ?? null;
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      editing
        ? {
            reportName: editing.reportName,
            region: editing.region,
            year: editing.year,
            file: editing.fileId
              ? asUploadFiles([{ fileId: editing.fileId, fileName: editing.fileName ?? '', size: editing.size ?? 0 }])
              : [],
          }
        : { region: ownRegion ?? undefined, year: beijingYear(), file: [] },
    [editing, ownRegion],
  );

  return (
    <RecordFormModal<typeof districtReportCalls, FormValues>
      {...dialog}
      calls={districtReportCalls}
      noun="区县报告"
      editing={editing}
      initialValues={initialValues}
      toInput={({ file, ...values }) => ({ ...values, fileId: storedIds(file)[0] ?? null })}
    >
      <Form.Item label="报告名称" name="reportName" rules={rulesFrom(districtReportBody.shape.reportName)}>
        <Input placeholder="请输入报告名称" />
      </Form.Item>
      <Form.Item label="区县" name="region" rules={[{ required: true, message: `区县${MSG.required}` }]}>
        <DictSelect dict="global_regoin" placeholder="请选择区县" disabled={!!ownRegion} />
      </Form.Item>
      <Form.Item label="年份" name="year" rules={rulesFrom(districtReportBody.shape.year)}>
        <InputNumber placeholder="请输入年份" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="报告文件" name="file" valuePropName="value">
        <StoreUpload maxCount={1} />
      </Form.Item>
    </RecordFormModal>
  );
}
