import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DatasetDef } from '@risk/shared/datasets';
import type { DatasetImportResult } from '@risk/shared/schemas/datasets';
import { datasetCalls } from '@risk/shared/api/datasets';
import { HttpError, api } from '../../../lib/http.ts';
import { importCallOf } from '../model/dataset-columns.ts';

export interface RefusedCell {
  row: number;
  column: string;
  reason: string;
}

/** What the import centre shows after an upload: the report of a success or of a refusal. */
export type ImportOutcome =
  | { ok: true; fileName: string; message: string; result: DatasetImportResult }
  | { ok: false; fileName: string; message: string; refused: RefusedCell[] };

const refusedOf = (content: unknown): RefusedCell[] =>
  typeof content === 'object' && content !== null && Array.isArray((content as { refused?: unknown }).refused)
    ? (content as { refused: RefusedCell[] }).refused
    : [];

/** POST <the data set's import call> (multipart file): every outcome with a message is answered, not thrown. */
export async function importDataset(def: DatasetDef, file: File): Promise<ImportOutcome> {
  const { call, query } = importCallOf(def);
  try {
    const answer = await api.upload(call, file, { query });
    return { ok: true, fileName: file.name, message: answer.message, result: answer.content };
  } catch (err) {
    if (err instanceof HttpError && err.status >= 400 && err.status < 500 && err.status !== 403)
      return { ok: false, fileName: file.name, message: err.message, refused: refusedOf(err.content) };
    throw err;
  }
}

/** The upload of the import centre; a success refreshes every data-set read (history, rows, periods, screens). */
export function useImportDataset(def: DatasetDef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importDataset(def, file),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      void client.invalidateQueries({ queryKey: [datasetCalls.rows.area] });
    },
  });
}
