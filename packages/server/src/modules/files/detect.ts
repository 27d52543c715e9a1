import { FILE_KINDS, FILE_MSG, MAX_FILE_NAME, type FileKindName } from '@risk/shared/files';
import { HIDDEN_IN_NAMES } from '../../platform/http/download-name.ts';
import { badRequest } from '../../platform/http/errors.ts';

const PDF = Buffer.from('%PDF-');
const JPG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP = [ZIP_ENTRY, ZIP_END];

/** Where browsers and readers look: the head for markup and a zip's first entry, the tail for a PDF's trailer. */
const HEAD_BYTES = 1024;
/** A PDF reader looks for `%%EOF` in the last kilobyte. */
const PDF_TAIL_BYTES = 1024;
/** A zip reader looks for its end record in the last 64 KB + 22 bytes (the longest comment). */
const ZIP_TAIL_BYTES = 65_557;

/**
 * HTML a browser (or an old one's sniffer) would run if the file were ever shown as a page: no
 * document of the store carries these in its first kilobyte. Compared in lower case.
 */
const MARKUP = ['<!doctype', '<html', '<head', '<body', '<script', '<iframe', '<svg', '<object', '<embed'];

/** Kinds that are zips; every other kind refuses a zip hidden inside it (a polyglot). */
const ZIP_KINDS: readonly FileKindName[] = ['docx', 'xlsx', 'pptx', 'zip'];
/** Kinds that never hold a zip's end record in their tail (a zip appended to them); OLE files may embed packages. */
const NO_ZIP_TAIL: readonly FileKindName[] = ['pdf', 'jpg', 'png'];

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

/**
 * What the bytes are, whatever the name says; null for anything the store does not know, and for
 * a known kind carrying HTML or script in its head or a zip hidden inside it.
 */
export function kindOfContent(buffer: Buffer): FileKindName | null {
  const kind = kindBySignature(buffer);
  if (!kind || carriesMarkup(buffer)) return null;
  if (!ZIP_KINDS.includes(kind) && carriesZip(buffer, kind)) return null;
  return kind;
}

function kindBySignature(buffer: Buffer): FileKindName | null {
  const starts = (magic: Buffer) => buffer.subarray(0, magic.length).equals(magic);
  if (starts(PDF)) return isWholePdf(buffer) ? 'pdf' : null;
  if (starts(JPG)) return 'jpg';
  if (starts(PNG)) return 'png';
  if (starts(OLE)) return OLE_STREAMS.find(([, names]) => names.some((n) => buffer.includes(n)))?.[0] ?? null;
  if (ZIP.some(starts)) {
    if (!buffer.includes('[Content_Types].xml')) return 'zip';
    return OOXML_PARTS.find(([, part]) => buffer.includes(part))?.[0] ?? 'zip';
  }
  return null;
}

/**
 * `%PDF-1.x` at the very start (no junk, no BOM before it), and a trailer in the last kilobyte:
 * `startxref` (pointing at an xref table or stream) then `%%EOF`. A page that only carries the
 * marker somewhere, or a cut-off file, is no PDF.
 */
function isWholePdf(buffer: Buffer): boolean {
  if (!/^%PDF-\d\.\d/.test(buffer.subarray(0, 8).toString('latin1'))) return false;
  const tail = buffer.subarray(-PDF_TAIL_BYTES).toString('latin1');
  const startxref = tail.lastIndexOf('startxref');
  return startxref >= 0 && tail.indexOf('%%EOF', startxref) > 0;
}

function carriesMarkup(buffer: Buffer): boolean {
  const head = buffer.subarray(0, HEAD_BYTES).toString('latin1').toLowerCase();
  return MARKUP.some((tag) => head.includes(tag));
}

/** A zip entry in the head, or (for kinds that never hold one) a zip's end record where a zip reader looks. */
function carriesZip(buffer: Buffer, kind: FileKindName): boolean {
  if (buffer.subarray(0, HEAD_BYTES).includes(ZIP_ENTRY)) return true;
  return NO_ZIP_TAIL.includes(kind) && buffer.subarray(-ZIP_TAIL_BYTES).includes(ZIP_END);
}

/** The kind a file name claims by its extension. */
export function kindOfName(fileName: string): FileKindName | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  const found = Object.entries(FILE_KINDS).find(([, k]) => (k.extensions as readonly string[]).includes(ext));
  return (found?.[0] as FileKindName | undefined) ?? null;
}

/**
 * A name kept for downloads: never a path. Anything that looks like one (separators, `..`) or
 * characters Windows refuses in names are refused, not cleaned up; so are hidden characters (controls,
 * bidi overrides, zero-width characters), which make a name read as another.
 */
export function checkFileName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  if (HIDDEN_IN_NAMES.test(name)) throw badRequest(FILE_MSG.hiddenChars);
  if (name === '' || name === '.' || name.includes('..') || /[/\\:*?"<>|]/.test(name))
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
