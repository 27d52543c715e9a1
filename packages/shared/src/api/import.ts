import { z } from 'zod';

/** Every spreadsheet import answers this report. */
/** One refused cell of a spreadsheet import: the Excel row number, the column header and why. */
export const importRefusal = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportRefusal = z.infer<typeof importRefusal>;
/**
 * What an import answers. An import is all or nothing: on success `refused` is empty; when any
 * row is refused nothing is written and the report comes back as the `content` of a 400.
 */
export const importReport = z.object({ created: z.number().int(), refused: z.array(importRefusal) });
export type ImportReport = z.infer<typeof importReport>;
