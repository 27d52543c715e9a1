import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { MSG } from '@risk/shared/messages';
import { badRequest } from '../http/errors.ts';

/** What an uploaded .xlsx (a zip) may inflate to: its sheets are read only within these. */
export interface ZipLimits {
  maxInflatedBytes: number;
  /** largest inflated / compressed size of one entry (checked for entries over RATIO_FLOOR_BYTES) */
  maxRatio: number;
  maxEntries: number;
}

/** Small entries (styles, relationships) compress unevenly; a bomb needs size, so only large ones are held to the ratio. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A 16- or 32-bit field at its maximum means the real value is in a Zip64 record: far beyond any limit here. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * A zip's bytes, whether held in memory or in a file on disk (an uploaded import file is spooled
 * there: a city's 170 MB file is never held whole): `read` copies a range (from a buffer, a view),
 * `stream` streams one.
 */
interface ZipBytes {
  size: number;
  read(at: number, length: number): Buffer;
  stream(at: number, length: number): Readable;
}

/** The zip's bytes for `work`; a file is opened for its duration. */
async function withZip<T>(input: Buffer | string, work: (z: ZipBytes) => Promise<T> | T): Promise<T> {
  if (typeof input !== 'string')
    return work({
      size: input.length,
      read: (at, length) => input.subarray(at, at + length),
      stream: (at, length) => Readable.from([input.subarray(at, at + length)]),
    });
  const fd = fs.openSync(input, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    return await work({
      size,
      read: (at, length) => {
        const out = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
        fs.readSync(fd, out, 0, out.length, at);
        return out;
      },
      stream: (at, length) =>
        length > 0
          ? fs.createReadStream(input, { start: at, end: at + length - 1, highWaterMark: 1024 * 1024 })
          : Readable.from([]),
    });
  } finally {
    fs.closeSync(fd);
  }
}

/** How much of an entry's end `assertSafeZip` keeps when asked (a sheet's last row lies there). */
const TAIL_BYTES = 64 * 1024;

/**
 * Refuses a zip bomb before anything inflates it: the central directory's entry count and
 * declared sizes are held to the limits, then each entry is inflated as a stream, counted and
 * discarded, so a directory that under-declares is caught at its declared size, not at the heap's
 * end. Memory stays at one inflate window; a refusal comes within a second. `input` is the file or
 * its path. Answers the last 64 KB of the entry named `tailOf` as it inflated (null when there is
 * none): the first sheet's last row number, for a limit on rows, costs no second inflation.
 */
export function assertSafeZip(input: Buffer | string, limits: ZipLimits, tailOf?: string): Promise<Buffer | null> {
  return withZip(input, async (z) => {
    const { entries } = centralDirectory(z, limits.maxEntries);
    let total = 0;
    for (const entry of entries) {
      total += entry.size;
      if (entry.size === ZIP64_SIZE || total > limits.maxInflatedBytes) throw tooLarge(limits);
      if (entry.size > RATIO_FLOOR_BYTES && entry.size > limits.maxRatio * entry.compressedSize)
        throw badRequest(MSG.zipRatio(limits.maxRatio));
    }
    let tail: Buffer | null = null;
    for (const entry of entries) {
      const kept = await assertInflatesWithin(z, entry, entry.name === tailOf);
      if (entry.name === tailOf) tail = kept;
    }
    return tail;
  });
}

const tooLarge = (limits: ZipLimits) => badRequest(MSG.zipTooLarge(Math.round(limits.maxInflatedBytes / 1024 ** 2)));

/** The entries the zip's central directory lists and where the directory starts, or 400 when it has none readable. */
function centralDirectory(z: ZipBytes, maxEntries: number): { entries: ZipEntry[]; start: number } {
  const tailStart = Math.max(0, z.size - 22 - 0xffff);
  const tail = z.read(tailStart, z.size - tailStart);
  const end = endOfDirectory(tail);
  const count = tail.readUInt16LE(end + 10);
  if (count === ZIP64_COUNT || count > maxEntries) throw badRequest(MSG.zipEntries(maxEntries));
  const start = tail.readUInt32LE(end + 16);
  if (start > z.size) throw badRequest(MSG.notSpreadsheet);
  // the directory and what follows it (the end record): small, read at once
  const directory = start >= tailStart ? tail.subarray(start - tailStart) : z.read(start, z.size - start);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw badRequest(MSG.notSpreadsheet);
    const nameLength = directory.readUInt16LE(at + 28);
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return { entries, start };
}

/** Each entry's local record (header, data, data descriptor) as a range: from its offset to the next record's, the last one's to the central directory. */
function recordRanges(z: ZipBytes): { name: string; start: number; end: number }[] {
  const { entries, start } = centralDirectory(z, ZIP64_COUNT - 1);
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  return ordered.map((e, i) => ({ name: e.name, start: e.localOffset, end: ordered[i + 1]?.localOffset ?? start }));
}

/** Each entry's local record (header, data, data descriptor) by name, in file order. */
export function localRecords(buffer: Buffer): { name: string; bytes: Buffer }[] {
  const z: ZipBytes = {
    size: buffer.length,
    read: (at, length) => buffer.subarray(at, at + length),
    stream: () => Readable.from([]),
  };
  return recordRanges(z).map((r) => ({ name: r.name, bytes: buffer.subarray(r.start, r.end) }));
}

/** Where each entry's local record lies in a zip file (as `localRecords`, without reading the records). */
export function localRecordRangesOf(file: string): Promise<{ name: string; start: number; end: number }[]> {
  return withZip(file, recordRanges);
}

/** The end-of-central-directory record: 22 bytes from the end, or before a comment of up to 64 KB. */
function endOfDirectory(buffer: Buffer): number {
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--)
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw badRequest(MSG.notSpreadsheet);
}

/** Where an entry's data starts (after its local header), or null when no local header is there. */
function dataStart(z: ZipBytes, entry: ZipEntry): number | null {
  const header = z.read(entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return null;
  return entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

/**
 * Inflates one entry without keeping it: more bytes than the directory declared is a forged zip.
 * With `keepTail`, answers its last TAIL_BYTES (or fewer) bytes.
 */
async function assertInflatesWithin(z: ZipBytes, entry: ZipEntry, keepTail: boolean): Promise<Buffer | null> {
  const start = dataStart(z, entry);
  if (start === null) throw badRequest(MSG.notSpreadsheet);
  const length = Math.max(0, Math.min(entry.compressedSize, z.size - start));
  if (entry.method === STORED) {
    if (length !== entry.size) throw badRequest(MSG.zipForged);
    return keepTail ? z.read(start + Math.max(0, length - TAIL_BYTES), Math.min(length, TAIL_BYTES)) : null;
  }
  if (entry.method !== DEFLATED) throw badRequest(MSG.notSpreadsheet);
  const data = z.stream(start, length);
  const inflate = zlib.createInflateRaw();
  data.on('error', (err) => inflate.destroy(err));
  data.pipe(inflate);
  let inflated = 0;
  // the last chunks, at least TAIL_BYTES of them once that much inflated
  const last: Buffer[] = [];
  let lastBytes = 0;
  try {
    for await (const chunk of inflate) {
      inflated += (chunk as Buffer).length;
      if (inflated > entry.size) break;
      if (!keepTail) continue;
      last.push(chunk as Buffer);
      lastBytes += (chunk as Buffer).length;
      while (last.length > 1 && lastBytes - last[0].length >= TAIL_BYTES) lastBytes -= last.shift()!.length;
    }
  } catch {
    throw badRequest(MSG.notSpreadsheet);
  } finally {
    data.destroy();
    inflate.destroy();
  }
  if (inflated > entry.size) throw badRequest(MSG.zipForged);
  if (!keepTail) return null;
  const tail = Buffer.concat(last);
  return tail.subarray(Math.max(0, tail.length - TAIL_BYTES));
}

/** Compressed bytes read of an entry's head, and the most its inflation may give (so a bomb's head stays small). */
const HEAD_COMPRESSED = 4096;
const HEAD_INFLATED = 64 * 1024;

/**
 * The first bytes of one entry, inflated (a sheet's head holds its declared dimension), or null
 * when the zip has no such entry or its head does not inflate within HEAD_INFLATED bytes.
 */
export function entryHead(input: Buffer | string, name: string): Promise<Buffer | null> {
  return withZip(input, (z) => {
    try {
      const entry = centralDirectory(z, ZIP64_COUNT - 1).entries.find((e) => e.name === name);
      const start = entry ? dataStart(z, entry) : null;
      if (!entry || start === null) return null;
      const data = z.read(start, Math.min(entry.compressedSize, HEAD_COMPRESSED));
      if (entry.method === STORED) return data;
      if (entry.method !== DEFLATED) return null;
      // a cut stream inflates as far as it goes with a sync flush instead of failing at its end
      return zlib.inflateRawSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: HEAD_INFLATED });
    } catch {
      return null;
    }
  }).catch(() => null);
}
