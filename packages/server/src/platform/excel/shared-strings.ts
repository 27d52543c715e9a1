/** Bytes per block of text; a string never spans two. */
const BLOCK = 8 * 1024 * 1024;
/** Strings per array of end offsets (256 KB each: no array is ever copied to grow). */
const PAGE = 65_536;

type SharedString = string | null | { richText: unknown[] };

/**
 * A workbook's shared strings as ExcelJS's stream reader keeps them (`push` while it reads
 * sharedStrings.xml, `[index]` for each cell that refers to one), but stored as UTF-8 bytes in
 * blocks with one end offset (4 bytes) per string instead of one V8 string each: a city's 社保数据
 * sheet of a million companies has about five million different strings (codes, names, phones),
 * about 130 MB here where the bare ExcelJS reader of the same file peaked at 2 GB (a V8 string
 * each, and the chunks of parsed XML their slices keep). A cell's text is decoded when its row is read and dropped with the row.
 */
export class SharedStrings {
  private readonly blocks: Buffer[] = [];
  private used = BLOCK;
  /** per string, where it ends (block × BLOCK + offset); it starts where the one before ended, or at its block's start */
  private readonly ends: Uint32Array[] = [];
  private count = 0;
  /** the rare entries that are not plain text (null, rich text, a string over a block), by index */
  private readonly special = new Map<number, SharedString>();

  /** What the reader indexes: `view[i]` answers string i, `view.push(s)` appends one. */
  readonly view: { push: (s: SharedString) => number; [index: number]: SharedString } = new Proxy(
    { push: (s: SharedString) => this.push(s) },
    {
      get: (target, key) => {
        if (typeof key === 'string') {
          const c = key.charCodeAt(0);
          if (c >= 48 && c <= 57) return this.at(Number(key));
        }
        return Reflect.get(target, key);
      },
    },
  );

  get size(): number {
    return this.count;
  }

  private endOf(i: number): number {
    return i < 0 ? 0 : this.ends[Math.floor(i / PAGE)][i % PAGE];
  }

  push(s: SharedString): number {
    const i = this.count++;
    if (i % PAGE === 0) this.ends.push(new Uint32Array(PAGE));
    let end = this.endOf(i - 1);
    const bytes = typeof s === 'string' ? Buffer.byteLength(s, 'utf8') : 0;
    if (typeof s !== 'string' || bytes > BLOCK) this.special.set(i, s);
    else if (bytes > 0) {
      if (this.used + bytes > BLOCK) {
        this.blocks.push(Buffer.allocUnsafe(BLOCK));
        this.used = 0;
      }
      this.blocks[this.blocks.length - 1].write(s, this.used, 'utf8');
      this.used += bytes;
      end = (this.blocks.length - 1) * BLOCK + this.used;
    }
    this.ends[Math.floor(i / PAGE)][i % PAGE] = end;
    return this.count;
  }

  at(i: number): SharedString | undefined {
    if (!(i >= 0 && i < this.count)) return undefined;
    const end = this.endOf(i);
    const before = this.endOf(i - 1);
    if (end === before) return this.special.has(i) ? this.special.get(i) : '';
    const block = Math.floor((end - 1) / BLOCK);
    const start = Math.max(before, block * BLOCK);
    return this.blocks[block].toString('utf8', start - block * BLOCK, end - block * BLOCK);
  }
}
