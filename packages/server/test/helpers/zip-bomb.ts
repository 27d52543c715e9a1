import zlib from 'node:zlib';

/** An entry as it lies in the zip: deflated bytes and the size its directory declares. */
export interface RawEntry {
  name: string;
  deflated: Buffer;
  declaredSize: number;
}

/**
 * `megabytes` MB of zeros deflated cheaply: one 1 MB block (not final) repeated, then an empty
 * final block. A few hundred KB that inflate to the full size, as a zip bomb's sheet does.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(block), zlib.deflateRawSync(Buffer.alloc(0))]);
}

export const entryOf = (name: string, content: string): RawEntry => ({
  name,
  deflated: zlib.deflateRawSync(Buffer.from(content)),
  declaredSize: Buffer.byteLength(content),
});

type Field = [at: number, bytes: 2 | 4, value: number];

/** A header of `size` bytes with its little-endian fields written. */
function record(size: number, fields: Field[]): Buffer {
  const out = Buffer.alloc(size);
  for (const [at, bytes, value] of fields)
    if (bytes === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value, at);
  return out;
}

/** The compressed size, declared size and name length, which both headers carry from `at` on. */
const sizesAt = (at: number, e: RawEntry, name: Buffer): Field[] => [
  [at, 4, e.deflated.length],
  [at + 4, 4, e.declaredSize],
  [at + 8, 2, name.length],
];

/** A zip of the entries (local headers, central directory, end record); CRCs are left 0. */
export function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], ...sizesAt(18, e, name)]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      ...sizesAt(20, e, name),
      [42, 4, offset],
    ]);
    locals.push(local, name, e.deflated);
    directory.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, size],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, ...directory, end]);
}

/** An .xlsx-shaped zip whose sheet is `sheet`. */
export const bombXlsx = (sheet: RawEntry) =>
  zipOf([entryOf('[Content_Types].xml', '<Types/>'), { ...sheet, name: 'xl/worksheets/sheet1.xml' }]);
