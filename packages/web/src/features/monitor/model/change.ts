/** A logged value as indented JSON; nothing logged reads 无. */
export function readableJson(value: unknown): string {
  if (value === null || value === undefined) return '无';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The top-level fields whose value differs between the old and the new record (an edit's changes). */
export function changedFields(oldValue: unknown, newValue: unknown): string[] {
  const before = asRecord(oldValue);
  const after = asRecord(newValue);
  if (!before || !after) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}
