import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { DatasetDef } from '@risk/shared/datasets';
import { useImportDataset, type ImportOutcome } from '../api/import-dataset.ts';

/** Picks an .xlsx and imports it into the data set; the outcome (success or refusal report) goes to `onOutcome`. */
export function DatasetUpload({
  def,
  onOutcome,
  label = '导入数据',
  dragger = false,
}: {
  def: DatasetDef;
  onOutcome: (outcome: ImportOutcome) => void;
  label?: string;
  dragger?: boolean;
}) {
  const mutation = useImportDataset(def);
  const props = {
    accept: '.xlsx',
    showUploadList: false,
    disabled: mutation.isPending,
    beforeUpload: (file: File) => {
      mutation.mutate(file, { onSuccess: onOutcome });
      return false;
    },
  };
  if (dragger)
    return (
      <Upload.Dragger {...props}>
        <p style={{ fontSize: 32, margin: 0 }}>
          <UploadOutlined />
        </p>
        <p>{mutation.isPending ? '正在导入…' : '点击或拖拽 .xlsx 文件到此处上传'}</p>
      </Upload.Dragger>
    );
  return (
    <Upload {...props}>
      <Button type="primary" icon={<UploadOutlined />} loading={mutation.isPending}>
        {label}
      </Button>
    </Upload>
  );
}
