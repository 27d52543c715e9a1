import { useState, type ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import type { ImportReport } from '@risk/shared/api/import';
import type { JobRow } from '@risk/shared/api/jobs';
import { HttpError, api } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';
import { ImportJobDialog } from '../imports/ImportJobDialog.tsx';

/**
 * Uploads an .xlsx through an import call. A refused upload (size, type, zip bomb) says why at once;
 * an accepted one is a background job, followed in the import dialog: progress, 取消, and the row
 * report at its end (each refused row, column and reason, so the clerk can fix the file).
 */
export function ImportButton({
  call,
  query,
  onImported,
  label = '导入',
  dragger = false,
  renderReport,
}: {
  call: AnyEndpoint;
  /** the import call's query (a data set's period, a focus list's kind) */
  query?: Record<string, unknown>;
  /** when the job has written its rows: the page refreshes what they feed */
  onImported?: () => void;
  label?: string;
  /** a drop zone instead of a button */
  dragger?: boolean;
  /** what the row report adds to the success message (a data set's periods) */
  renderReport?: (report: ImportReport) => ReactNode;
}) {
  const [uploading, setUploading] = useState(false);
  const [job, setJob] = useState<JobRow>();

  const upload = async (file: File) => {
    setUploading(true);
    try {
      setJob((await api.upload(call, file, { query } as never)).content as JobRow);
    } catch (err) {
      // the HTTP layer already said why for a timeout and handled 401/403
      if (err instanceof HttpError && err.status !== 403 && err.message !== '网络请求超时') notify.error(err.message);
    } finally {
      setUploading(false);
    }
  };

  const props = {
    accept: '.xlsx',
    showUploadList: false,
    disabled: uploading,
    beforeUpload: (file: File) => {
      void upload(file);
      return false;
    },
  };
  return (
    <>
      {dragger ? (
        <Upload.Dragger {...props}>
          <p style={{ fontSize: 32, margin: 0 }}>
            <UploadOutlined />
          </p>
          <p>{uploading ? '正在上传…' : '点击或拖拽 .xlsx 文件到此处上传'}</p>
        </Upload.Dragger>
      ) : (
        <Upload {...props}>
          <Button icon={<UploadOutlined />} loading={uploading}>
            {label}
          </Button>
        </Upload>
      )}
      <ImportJobDialog
        job={job}
        onClose={() => setJob(undefined)}
        onDone={() => onImported?.()}
        renderReport={renderReport}
      />
    </>
  );
}
