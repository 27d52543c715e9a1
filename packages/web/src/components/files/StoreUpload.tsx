import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import {
  acceptOf,
  DEFAULT_UPLOAD_MAX_MB,
  DOCUMENT_KINDS,
  FILE_KINDS,
  FILE_MSG,
  type FileKindName,
  type StoredFileRef,
} from '@risk/shared/files';
import { fileStoreCalls } from '@risk/shared/api/files';
import { api } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';

/** Uploads a file to the store: answers the id a form sends back. */
export const uploadToStore = async (file: File) =>
  (await api.upload(fileStoreCalls.upload, file, { query: { name: file.name } })).content;

interface Props {
  value?: UploadFile<StoredFileRef>[];
  onChange?: (files: UploadFile<StoredFileRef>[]) => void;
  maxCount?: number;
  kinds?: readonly FileKindName[];
  /** keep the picked files in the form (sent as multipart parts on save) instead of uploading each at once */
  deferred?: boolean;
  label?: string;
}

/**
 * A form control over the file store: the kinds it accepts and the size limit are checked here
 * first (the server checks them again, by content), then each file is uploaded or kept for the form.
 */
export function StoreUpload({
  value,
  onChange,
  maxCount = 10,
  kinds = DOCUMENT_KINDS,
  deferred = false,
  label = '选择文件',
}: Props) {
  const allowed = new Set(kinds.flatMap((k) => FILE_KINDS[k].extensions as readonly string[]));
  return (
    <Upload<StoredFileRef>
      fileList={value ?? []}
      maxCount={maxCount}
      multiple={maxCount > 1}
      accept={acceptOf(kinds)}
      onChange={({ fileList }) => onChange?.(fileList)}
      beforeUpload={(file) => {
        const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
        if (!allowed.has(ext)) {
          notify.warning(FILE_MSG.forbiddenType(kinds), 2.5);
          return Upload.LIST_IGNORE;
        }
        if (file.size > DEFAULT_UPLOAD_MAX_MB * 1024 * 1024) {
          notify.warning(FILE_MSG.tooLarge(DEFAULT_UPLOAD_MAX_MB), 2.5);
          return Upload.LIST_IGNORE;
        }
        return deferred ? false : true;
      }}
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
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}

/** The ids of the files of a control that are stored (uploaded now or saved before). */
export const storedIds = (files: UploadFile<StoredFileRef>[] | undefined) =>
  (files ?? []).filter((f) => f.status === 'done' && f.response).map((f) => f.response!.id);

/** Files a record holds, as the control shows them when the record is edited. */
export const asUploadFiles = (
  files: { fileId: string; fileName: string; size: number }[],
): UploadFile<StoredFileRef>[] =>
  files.map((f) => ({
    uid: f.fileId,
    name: f.fileName,
    size: f.size,
    status: 'done',
    response: { id: f.fileId, fileName: f.fileName, size: f.size },
  }));
