import { FILE_KINDS, FILE_MSG, MAX_FILE_NAME, type FileKindName } from '@risk/shared/files';
import { badRequest } from '../../platform/http/errors.ts';

const PDF = Buffer.from('%PDF-');
const JPG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
/** Stream names in an OLE compound file's directory tell Word, Excel and PowerPoint apart. */
const OLE_STREAMS: [FileKindName, Buffer[]][] = [
  ['doc', [utf16('WordDocument')]],
  ['xls', [utf16('Workbook'), utf16('Book\0')]],
  ['ppt', [utf16('PowerPoint Document')]],
];
/** Part names of an Office Open XML package, stored uncompressed in the zip's directory. */
const OOXML_PARTS: [FileKindName, string][] = [
  ['docx', 'word/document.xml'],
  ['xlsx', 'xl/workbook.xml'],
  ['pptx', 'ppt/presentation.xml'],
];

/** What the bytes are, whatever the name says; null for anything the store does not know. */
export function kindOfContent(buffer: Buffer): FileKindName | null {
  const starts = (magic: Buffer) => buffer.subarray(0, magic.length).equals(magic);
  // A PDF may carry a few bytes of junk before its header; readers accept it within the first KB.
  if (buffer.subarray(0, 1024).includes(PDF)) return 'pdf';
  if (starts(JPG)) return 'jpg';
  if (starts(PNG)) return 'png';
  if (starts(OLE)) return OLE_STREAMS.find(([, names]) => names.some((n) => buffer.includes(n)))?.[0] ?? null;
  if (ZIP.some(starts)) {
    if (!buffer.includes('[Content_Types].xml')) return 'zip';
    return OOXML_PARTS.find(([, part]) => buffer.includes(part))?.[0] ?? 'zip';
  }
  return null;
}

/** The kind a file name claims by its extension. */
export function kindOfName(fileName: string): FileKindName | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  const found = Object.entries(FILE_KINDS).find(([, k]) => (k.extensions as readonly string[]).includes(ext));
  return (found?.[0] as FileKindName | undefined) ?? null;
}

/**
 * A name kept for downloads: never a path. Anything that looks like one (separators, `..`),
 * control characters or characters Windows refuses in names is refused, not cleaned up.
 */
export function checkFileName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (name === '' || name === '.' || name.includes('..') || control || /[/\\:*?"<>|]/.test(name))
    throw badRequest(FILE_MSG.badName);
  if ([...name].length > MAX_FILE_NAME) throw badRequest(FILE_MSG.nameTooLong);
  return name;
}

/** Checks an upload against the kinds a caller accepts: by name, then by content. Answers its kind. */
export function checkUpload(fileName: string, buffer: Buffer, allowed: readonly FileKindName[]): FileKindName {
  if (buffer.length === 0) throw badRequest(FILE_MSG.empty);
  const claimed = kindOfName(fileName);
  if (!claimed || !allowed.includes(claimed)) throw badRequest(FILE_MSG.forbiddenType(allowed));
  if (kindOfContent(buffer) !== claimed) throw badRequest(FILE_MSG.contentMismatch);
  return claimed;
}
