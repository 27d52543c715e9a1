import type { ImportRefusal, ImportReport } from '@risk/shared/api/import';
import { MSG } from '@risk/shared/messages';
import type { ZodType } from 'zod';
import { badRequest } from '../http/errors.ts';

/**
 * Collects the refusals of an import while every row is checked; `assertNoRefusals` then stops
 * the import before anything is written, answering 400 with the whole report.
 */
export class ImportCheck {
  readonly refused: ImportRefusal[] = [];

  /** `headers`: the template's columns; the report then lists each row's refusals in column order. */
  constructor(private readonly headers?: readonly string[]) {}

  refuse(row: number, column: string, reason: string): void {
    this.refused.push({ row, column, reason });
  }

  /**
   * Checks a row with the zod schema the screen's form uses (one set of limits, patterns and
   * messages for both): each refused cell is reported once, under its column, with the schema's
   * message. Answers the parsed row, or undefined when a cell was refused.
   */
  refuseBySchema<T>(row: number, schema: ZodType<T>, values: object, headerOf: Record<string, string>): T | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    const reported = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (reported.has(key)) continue;
      reported.add(key);
      this.refuse(row, headerOf[key] ?? key, issue.message);
    }
    return undefined;
  }

  assertNoRefusals(): void {
    if (this.refused.length === 0) return;
    if (this.headers) {
      const at = (column: string) => this.headers!.indexOf(column);
      this.refused.sort((a, b) => a.row - b.row || at(a.column) - at(b.column));
    }
    const report: ImportReport = { created: 0, refused: this.refused };
    throw badRequest(MSG.importRefused(this.refused.length), report);
  }
}
