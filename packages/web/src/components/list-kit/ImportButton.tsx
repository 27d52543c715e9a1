import { useState } from 'react';
import { Button, Modal, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import type { ImportRefusal, ImportReport } from '@risk/shared/api/import';
import { HttpError, api } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';

const isRefusal = (content: unknown): content is ImportReport =>
  typeof content === 'object' && content !== null && Array.isArray((content as ImportReport).refused);

const REFUSAL_COLUMNS = [
  { title: '行', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 160 },
  { title: '原因', dataIndex: 'reason' },
];

/**
 * Uploads an .xlsx through the list's import call. Success shows the server's message; a refusal
 * (400 with the refused rows) lists each row, column and reason so the clerk can fix the file.
 */
export function ImportButton({
  call,
  query,
  onImported,
  label = '导入',
}: {
  call: AnyEndpoint;
  /** the import call's query (a data set's period, a focus list's kind) */
  query?: Record<string, unknown>;
  onImported?: () => void;
  label?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; rows: ImportRefusal[] }>();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const answer = await api.upload(call, file, { query } as never);
      notify.success(answer.message);
      onImported?.();
    } catch (err) {
      if (err instanceof HttpError && err.status === 400 && isRefusal(err.content))
        setRefusal({ message: err.message, rows: err.content.refused });
      // the HTTP layer already said why for a timeout and handled 401/403
      else if (err instanceof HttpError && err.status !== 403 && err.message !== '网络请求超时')
        notify.error(err.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {label}
        </Button>
      </Upload>
      <Modal title="导入失败" open={!!refusal} onCancel={() => setRefusal(undefined)} footer={null} width={720}>
        <p>{refusal?.message}</p>
        <Table<ImportRefusal>
          rowKey={(r) => `${r.row}-${r.column}-${r.reason}`}
          size="small"
          columns={REFUSAL_COLUMNS}
          dataSource={refusal?.rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: '暂无数据' }}
        />
      </Modal>
    </>
  );
}
