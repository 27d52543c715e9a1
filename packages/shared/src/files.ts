/**
 * The platform's one file store: which kinds of file it accepts, the default
 * size limit and the messages of a refused upload, read by the server and the web app alike.
 */

/** A kind of file: the extensions its name may end with and the type it is downloaded as. */
export interface FileKind {
  label: string;
  extensions: readonly string[];
  contentType: string;
}

/** Kinds accepted for documents (policies, reports, attachments); checked by content, not only by name. */
export const FILE_KINDS = {
  pdf: { label: 'PDF', extensions: ['pdf'], contentType: 'application/pdf' },
  doc: { label: 'Word 97-2003', extensions: ['doc'], contentType: 'application/msword' },
  docx: {
    label: 'Word',
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { label: 'Excel 97-2003', extensions: ['xls'], contentType: 'application/vnd.ms-excel' },
  xlsx: {
    label: 'Excel',
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  ppt: { label: 'PowerPoint 97-2003', extensions: ['ppt'], contentType: 'application/vnd.ms-powerpoint' },
  pptx: {
    label: 'PowerPoint',
    extensions: ['pptx'],
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  jpg: { label: 'JPEG', extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  png: { label: 'PNG', extensions: ['png'], contentType: 'image/png' },
  zip: { label: 'ZIP', extensions: ['zip'], contentType: 'application/zip' },
} as const satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof FILE_KINDS;

export const DOCUMENT_KINDS: readonly FileKindName[] = Object.keys(FILE_KINDS) as FileKindName[];
export const PICTURE_KINDS: readonly FileKindName[] = ['jpg', 'png'];
/** The research reports are PDFs that a viewer opens. */
export const PDF_KINDS: readonly FileKindName[] = ['pdf'];

/** The `accept` attribute of an upload control for some kinds. */
export const acceptOf = (kinds: readonly FileKindName[]) =>
  kinds.flatMap((k) => FILE_KINDS[k].extensions.map((e) => `.${e}`)).join(',');

/** The default of UPLOAD_MAX_MB. */
export const DEFAULT_UPLOAD_MAX_MB = 50;
/** Longest file name kept (characters). */
export const MAX_FILE_NAME = 200;

export const FILE_MSG = {
  noFile: '请选择要上传的文件',
  empty: '文件内容为空',
  tooLarge: (mb: number) => `文件大小不能超过 ${mb} MB`,
  badName: '文件名不能包含路径或特殊字符',
  hiddenChars: '文件名含有不可见的控制字符（如文字方向控制符），请重命名后再上传',
  nameTooLong: `文件名不能超过${MAX_FILE_NAME}个字符`,
  forbiddenType: (kinds: readonly FileKindName[]) =>
    `不支持的文件类型，仅支持 ${kinds.flatMap((k) => FILE_KINDS[k].extensions).join('、')} 格式`,
  contentMismatch: '文件内容与扩展名不符，请上传真实的文件',
  missing: '附件不存在或已过期，请重新上传',
  inUse: '文件已保存到业务数据中，请在编辑该数据时移除',
  noDownload: '该记录没有可下载的文件',
  uploaded: '上传成功',
} as const;

/** What an upload answers: the id a form sends back when it saves the record. */
export interface StoredFileRef {
  id: string;
  fileName: string;
  size: number;
}

/** A stored file as a record lists it. */
export interface FileInfo {
  fileId: string;
  fileName: string;
  size: number;
}
