import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, DatePicker, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { RISK_DEGREE_LABEL } from '@risk/shared/pool';
import type { RiskInfoRow } from '@risk/shared/api/riskInfo';
import { riskInfoBody } from '@risk/shared/schemas/riskInfo';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DATE_TIME_FORMAT } from '../../../components/list-kit/list-state.ts';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveRiskInfo } from '../api/save-risk-info.ts';
import { useDimensionOptions } from '../api/get-dimension-options.ts';
import { useCompanyFiles } from '../api/attachments.ts';
import { type UploadedAttachment } from '@risk/shared/api/riskInfo';
import { uploadToStore } from '../../../components/files/StoreUpload.tsx';
import { chosenCompany, PoolCompanySelect } from '../../../components/pool-company/PoolCompanySelect.tsx';

/** The company a new risk information is added to (from a pool row). */
export interface RiskInfoCompany {
  id: number;
  companyName: string;
}

interface Props {
  open: boolean;
  editing?: RiskInfoRow;
  company?: RiskInfoCompany;
  onClose: () => void;
}

interface FormValues {
  riskCompanyId?: number;
  riskPoint: string;
  riskDegree: number;
  category: string;
  riskDimensionName?: string;
  content: string;
  source?: string;
  includedTime?: Dayjs;
  files?: UploadFile<UploadedAttachment>[];
}

export const RISK_DEGREE_OPTIONS = Object.entries(RISK_DEGREE_LABEL).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const MAX_FILES = 10;

/** 新增 / 编辑 风险信息: the company comes from the pool, attachments upload as they are picked. */
export function RiskInfoFormModal({ open, editing, company, onClose }: Props) {
  const save = useSaveRiskInfo();
  const dimensions = useDimensionOptions(editing?.riskDimensionName);
  // An edit sends back the attachments to keep, so the ones already saved start in the list.
  const companyFiles = useCompanyFiles(editing?.riskCompanyId);
  const initialValues = useMemo<Partial<FormValues>>(() => {
    if (!editing) return { riskCompanyId: company?.id, includedTime: dayjs(), files: [] };
    const files: UploadFile<UploadedAttachment>[] = (companyFiles.data ?? [])
      .filter((f) => f.riskCompanyInfoId === editing.id)
      .map((f) => ({
        uid: f.fileId,
        name: f.fileName,
        status: 'done',
        response: { id: f.fileId, fileName: f.fileName },
      }));
    return {
      ...editing,
      riskDimensionName: editing.riskDimensionName ?? undefined,
      source: editing.source ?? undefined,
      includedTime: dayjs(editing.includedTime),
      files,
    };
  }, [editing, company, companyFiles.data]);

  const submit = async ({ files, includedTime, riskCompanyId, ...values }: FormValues) => {
    const chosen = chosenCompany(riskCompanyId);
    const uploaded = (files ?? []).filter((f) => f.status === 'done' && f.response).map((f) => f.response!);
    const input = {
      ...values,
      riskCompanyId: chosen,
      includedTime: includedTime?.format(DATE_TIME_FORMAT),
      files: uploaded,
    };
    await save.mutateAsync({ id: editing?.id, input });
  };

  return (
    <FormModal<FormValues>
      title={editing ? '编辑风险信息' : '新增风险信息'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      width={640}
    >
      <Form.Item label="公司名称" name="riskCompanyId" required>
        <PoolCompanySelect initialName={editing?.companyName ?? company?.companyName} />
      </Form.Item>
      <Form.Item label="风险点" name="riskPoint" rules={[{ required: true, message: '风险点不能为空' }]}>
        <DictSelect dict="risk_dot" placeholder="请选择风险点" />
      </Form.Item>
      <Form.Item label="风险程度" name="riskDegree" rules={[{ required: true, message: '风险程度不能为空' }]}>
        <Select options={RISK_DEGREE_OPTIONS} placeholder="请选择风险程度" />
      </Form.Item>
      <Form.Item label="风险类别" name="category" rules={[{ required: true, message: '风险类别不能为空' }]}>
        <DictSelect dict="risk_category" placeholder="请选择风险类别" />
      </Form.Item>
      <Form.Item label="风险维度" name="riskDimensionName">
        <Select
          aria-label="风险维度"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="请选择风险维度"
          loading={dimensions.loading}
          options={dimensions.options}
        />
      </Form.Item>
      <Form.Item label="风险内容" name="content" rules={rulesFrom(riskInfoBody.shape.content)}>
        <Input.TextArea rows={4} placeholder="请输入风险内容" />
      </Form.Item>
      <Form.Item label="信息来源" name="source" rules={rulesFrom(riskInfoBody.shape.source)}>
        <Input placeholder="请输入信息来源" />
      </Form.Item>
      <Form.Item label="纳入时间" name="includedTime">
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="附件"
        name="files"
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
      >
        <Upload<UploadedAttachment>
          maxCount={MAX_FILES}
          customRequest={({ file, onSuccess, onError }) => {
            uploadToStore(file as File).then(
              (answer) => onSuccess?.(answer),
              (err: Error) => {
                notify.error(err.message);
                onError?.(err);
              },
            );
          }}
        >
          <Button icon={<UploadOutlined />}>上传附件</Button>
        </Upload>
      </Form.Item>
    </FormModal>
  );
}
