import fs from 'node:fs';
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

/** How much of an entry's end `assertSafeZip` keeps when asked (a sheet's last row lies there). */
const TAIL_BYTES = 64 * 1024;

/**
 * Refuses a zip bomb before anything inflates it: the central directory's entry count and
 * declared sizes are held to the limits, then each entry is inflated as a stream, counted and
 * discarded, so a directory that under-declares is caught at its declared size, not at the heap's
 * end. Memory stays at one inflate window; a refusal comes within a second.
 * Answers the last 64 KB of the entry named `tailOf` as it inflated (null when there is none):
 * the first sheet's last row number, for a limit on rows, costs no second inflation.
 */
export async function assertSafeZip(buffer: Buffer, limits: ZipLimits, tailOf?: string): Promise<Buffer | null> {
  const { entries } = centralDirectory(buffer, limits.maxEntries);
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size === ZIP64_SIZE || total > limits.maxInflatedBytes) throw tooLarge(limits);
    if (entry.size > RATIO_FLOOR_BYTES && entry.size > limits.maxRatio * entry.compressedSize)
      throw badRequest(MSG.zipRatio(limits.maxRatio));
  }
  let tail: Buffer | null = null;
  for (const entry of entries) {
    const kept = await assertInflatesWithin(buffer, entry, entry.name === tailOf);
    if (entry.name === tailOf) tail = kept;
  }
  return tail;
}

const tooLarge = (limits: ZipLimits) => badRequest(MSG.zipTooLarge(Math.round(limits.maxInflatedBytes / 1024 ** 2)));

/**
 * The entries the zip's central directory lists and where the directory starts, or 400 when it has
 * none readable. `buffer` holds the zip's bytes from `base` on (a file's end holds its directory).
 */
function centralDirectory(buffer: Buffer, maxEntries: number, base = 0): { entries: ZipEntry[]; start: number } {
  const end = endOfDirectory(buffer);
  const count = buffer.readUInt16LE(end + 10);
  if (count === ZIP64_COUNT || count > maxEntries) throw badRequest(MSG.zipEntries(maxEntries));
  const entries: ZipEntry[] = [];
  const start = buffer.readUInt32LE(end + 16);
  if (start < base) throw badRequest(MSG.notSpreadsheet);
  let at = start - base;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) throw badRequest(MSG.notSpreadsheet);
    const nameLength = buffer.readUInt16LE(at + 28);
    entries.push({
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      size: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return { entries, start };
}

/**
 * Each entry's local record (header, data, data descriptor) by name, in file order: the bytes from
 * its offset to the next record's, the last one's to the central directory.
 */
export function localRecords(buffer: Buffer): { name: string; bytes: Buffer }[] {
  const { entries, start } = centralDirectory(buffer, ZIP64_COUNT - 1);
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  return ordered.map((e, i) => ({
    name: e.name,
    bytes: buffer.subarray(e.localOffset, ordered[i + 1]?.localOffset ?? start),
  }));
}

/** Where each entry's local record lies in a zip file (as `localRecords`, without reading the records). */
export function localRecordRangesOf(file: string): { name: string; start: number; end: number }[] {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const read = (at: number) => {
      const out = Buffer.alloc(size - at);
      fs.readSync(fd, out, 0, out.length, at);
      return out;
    };
    const tailStart = Math.max(0, size - 22 - 0xffff);
    const tail = read(tailStart);
    const start = tail.readUInt32LE(endOfDirectory(tail) + 16);
    if (start > size) throw badRequest(MSG.notSpreadsheet);
    const { entries } = centralDirectory(start >= tailStart ? tail.subarray(start - tailStart) : read(start), ZIP64_COUNT - 1, start);
    const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
    return ordered.map((e, i) => ({ name: e.name, start: e.localOffset, end: ordered[i + 1]?.localOffset ?? start }));
  } finally {
    fs.closeSync(fd);
  }
}

/** The end-of-central-directory record: 22 bytes from the end, or before a comment of up to 64 KB. */
function endOfDirectory(buffer: Buffer): number {
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--)
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw badRequest(MSG.notSpreadsheet);
}

/**
 * Inflates one entry without keeping it: more bytes than the directory declared is a forged zip.
 * With `keepTail`, answers its last TAIL_BYTES (or fewer) bytes.
 */
async function assertInflatesWithin(buffer: Buffer, entry: ZipEntry, keepTail: boolean): Promise<Buffer | null> {
  const at = entry.localOffset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== LOCAL_HEADER) throw badRequest(MSG.notSpreadsheet);
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) {
    if (data.length !== entry.size) throw badRequest(MSG.zipForged);
    return keepTail ? data.subarray(Math.max(0, data.length - TAIL_BYTES)) : null;
  }
  if (entry.method !== DEFLATED) throw badRequest(MSG.notSpreadsheet);
  const inflate = zlib.createInflateRaw();
  inflate.end(data);
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
export function entryHead(buffer: Buffer, name: string): Buffer | null {
  try {
    const entry = centralDirectory(buffer, ZIP64_COUNT - 1).entries.find((e) => e.name === name);
    if (!entry || buffer.readUInt32LE(entry.localOffset) !== LOCAL_HEADER) return null;
    const at = entry.localOffset;
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const data = buffer.subarray(start, start + Math.min(entry.compressedSize, HEAD_COMPRESSED));
    if (entry.method === STORED) return data;
    if (entry.method !== DEFLATED) return null;
    // a cut stream inflates as far as it goes with a sync flush instead of failing at its end
    return zlib.inflateRawSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: HEAD_INFLATED });
  } catch {
    return null;
  }
}
