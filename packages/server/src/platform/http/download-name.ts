/**
 * Characters a file name never shows honestly: controls (C0, DEL, C1), format characters (the bidi
 * embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F,
 * zero-width characters, the BOM), line and paragraph separators, lone surrogates. A right-to-left
 * override shows `报告\u202Efdp.exe` as `报告exe.pdf`.
 */
export const HIDDEN_IN_NAMES = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

const HIDDEN_ALL = new RegExp(HIDDEN_IN_NAMES.source, 'gu');

/**
 * The `Content-Disposition` of a download: `filename*` carries the Chinese name (RFC 5987/6266),
 * `filename` an ASCII fallback for old clients. Hidden characters are dropped from both, whatever
 * the name's source (an upload kept before they were refused, a company's name in a report's title).
 */
export function contentDisposition(fileName: string, inline = false): string {
  const shown = fileName.replace(HIDDEN_ALL, '');
  const ascii = shown.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(shown)}`;
}
