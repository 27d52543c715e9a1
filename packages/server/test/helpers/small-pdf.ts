/**
 * A small but whole PDF: one empty A4 page, an xref table whose offsets are right, the trailer,
 * `startxref` and `%%EOF`. `text` goes into a comment after the header, so each file's bytes are
 * its own. The API and the end-to-end tests upload it where a real PDF is expected.
 */
export function smallPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  const parts = [Buffer.from(`%PDF-1.4\n% ${text}\n`)];
  const offsets: number[] = [];
  let offset = parts[0].length;
  for (const [i, body] of objects.entries()) {
    offsets.push(offset);
    parts.push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
    offset += parts.at(-1)!.length;
  }
  // each xref entry is 20 bytes: 10-digit offset, generation, n/f and a two-byte line end
  const entries = ['0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)];
  const xref = `xref\n0 ${objects.length + 1}\n${entries.join('\n')}\n`;
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref + trailer)]);
}
