/** One refused cell of a spreadsheet import: the Excel row number, the column header and why. */
export interface ImportRefusal {
  row: number;
  column: string;
  reason: string;
}

/**
 * What an import answers. An import is all or nothing: on success `refused` is empty; when any
 * row is refused nothing is written and the report comes back as the `content` of a 400.
 */
export interface ImportReport {
  created: number;
  refused: ImportRefusal[];
}
