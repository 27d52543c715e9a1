/**
 * Query string of a list call: empty values are omitted, text is trimmed,
 * arrays become repeated keys (`status=1&status=5`).
 */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      if (v === undefined || v === null) continue;
      const text = typeof v === 'string' ? v.trim() : String(v);
      if (text !== '') q.append(key, text);
    }
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
