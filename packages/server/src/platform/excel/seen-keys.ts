/**
 * The first row of each key an import met, for the in-file repeat check of a file of a million
 * rows: keys of at most `width` ASCII characters are kept as bytes side by side (with their row in
 * a typed array) under an open-addressed hash, about 40 bytes a key where a Map of strings takes
 * about 100 and grows by copying itself.
 */
export class SeenKeys {
  private keys: Buffer;
  private rows: Int32Array;
  /** slot → entry + 1 (0: empty); a power of two, at most half full */
  private slots: Int32Array;
  private count = 0;

  constructor(private readonly width: number) {
    this.keys = Buffer.alloc(width * 1024);
    this.rows = new Int32Array(1024);
    this.slots = new Int32Array(2048);
  }

  get size(): number {
    return this.count;
  }

  /**
   * The row `key` was first met on, or undefined when it is new (it is kept then, with `row`).
   * `key` is ASCII of at most `width` characters (a checked credit code and month).
   */
  firstRow(key: string, row: number): number | undefined {
    if (this.count === this.rows.length) this.growEntries();
    // written where the next entry goes: compared in place, and kept there if it is new
    const at = this.count * this.width;
    this.keys.fill(0, at, at + this.width);
    this.keys.write(key, at, this.width, 'latin1');
    const mask = this.slots.length - 1;
    for (let slot = this.hash(at) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot];
      if (entry === 0) {
        this.slots[slot] = ++this.count;
        this.rows[this.count - 1] = row;
        if (this.count * 2 > this.slots.length) this.rehash();
        return undefined;
      }
      const other = (entry - 1) * this.width;
      if (this.keys.compare(this.keys, at, at + this.width, other, other + this.width) === 0)
        return this.rows[entry - 1];
    }
  }

  /** FNV-1a over the key's bytes. */
  private hash(at: number): number {
    let h = 0x811c9dc5;
    for (let i = at; i < at + this.width; i++) h = Math.imul(h ^ this.keys[i], 0x01000193);
    return h >>> 0;
  }

  private growEntries(): void {
    const keys = Buffer.alloc(this.keys.length * 2);
    this.keys.copy(keys);
    this.keys = keys;
    const rows = new Int32Array(this.rows.length * 2);
    rows.set(this.rows);
    this.rows = rows;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let entry = 1; entry <= this.count; entry++) {
      let slot = this.hash((entry - 1) * this.width) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry;
    }
  }
}
