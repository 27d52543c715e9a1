import type { ImportRefusal, ImportReport } from '@risk/shared/api/import';
import { MSG } from '@risk/shared/messages';
import { badRequest } from '../http/errors.ts';

/**
 * Collects the refusals of an import while every row is checked; `assertNoRefusals` then stops
 * the import before anything is written, answering 400 with the whole report.
 */
export class ImportCheck {
  readonly refused: ImportRefusal[] = [];

  refuse(row: number, column: string, reason: string): void {
    this.refused.push({ row, column, reason });
  }

  assertNoRefusals(): void {
    if (this.refused.length === 0) return;
    const report: ImportReport = { created: 0, refused: this.refused };
    throw badRequest(MSG.importRefused(this.refused.length), report);
  }
}
