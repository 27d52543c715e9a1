import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AnswerIn, AnyEndpoint } from '@risk/shared/api/endpoint';
import { IMPORT_MSG, type ImportReport } from '@risk/shared/api/import';
import type { JobProgress } from '@risk/shared/api/jobs';
import { MSG } from '@risk/shared/messages';
import { hasPermission } from '@risk/shared/permissions';
import { actorOf, type Actor, type OperationConfig } from '../audit/operation-log.ts';
import { declaredDataRows } from '../excel/sheet.ts';
import { readXlsxUpload, type UploadedFile } from '../excel/upload.ts';
import { ok } from '../http/envelope.ts';
import { forbidden } from '../http/errors.ts';
import { route, type CallRequest } from '../http/route.ts';
import type { JobQueue } from './queue.ts';

/** What an import tells the job that runs it, and asks it, between batches. */
export interface ImportWork {
  /** rows read, written and refused so far (kept in memory, written with the job's next heartbeat) */
  progress(p: Partial<JobProgress>): void;
  /** Throws when the job was cancelled or the server stops: the import's transaction rolls back. */
  throwIfCancelled(): void;
}

/** An import nobody follows or cancels (the demo seed loading the sample files). */
export const UNWATCHED: ImportWork = { progress: () => undefined, throwIfCancelled: () => undefined };

/**
 * The params every import job keeps: the uploaded file's name (the file itself is the job's input)
 * and its first sheet's rows as the upload's check counted them (the progress bar's total).
 */
export type ImportParams<P> = P & { fileName: string; rows?: number | null };

/**
 * The job's file: `path`, its temporary copy on disk (a streamed import reads it from there a range
 * at a time), and `buffer`, the whole file read from it when first asked (the collect-first imports).
 */
export interface JobFile extends UploadedFile {
  path: string;
}

function jobFile(fileName: string, path: string): JobFile {
  let buffer: Buffer | undefined;
  return {
    fileName,
    path,
    get buffer() {
      return (buffer ??= fs.readFileSync(path));
    },
  };
}

export interface ImportJobSpec<P extends Record<string, unknown>> {
  /** what the owner must still hold when the job runs: the import call's access */
  access: AnyEndpoint['shape']['access'];
  /** the job's name in lists and in the owner's notice (导入新闻（新闻.xlsx）) */
  title: (params: ImportParams<P>) => string;
  /** the page the owner's notice opens */
  link?: string;
  /** Imports the file as its owner, telling `work` how far it got; answers the row report and the message. */
  run: (
    file: JobFile,
    actor: Actor,
    params: ImportParams<P>,
    work: ImportWork,
  ) => Promise<{ report: ImportReport; message: string }>;
}

/**
 * An import's job kind. Any instance runs it, as its owner with their grants of that moment (an owner
 * who lost the call's access gets a refusal, nothing written), inside the import's one transaction:
 * a cancel, a refusal or a stopped server rolls everything back.
 */
export function defineImportJob<P extends Record<string, unknown>>(
  jobs: JobQueue,
  kind: string,
  spec: ImportJobSpec<P>,
): void {
  const access = spec.access as string | readonly string[];
  jobs.define<ImportParams<P>>(kind, {
    title: spec.title,
    link: spec.link,
    run: async (job) => {
      if (!job.actor) throw forbidden(IMPORT_MSG.ownerGone);
      if (access !== 'authenticated' && access !== 'public' && !hasPermission(job.actor.user, access))
        throw forbidden(IMPORT_MSG.noGrant);
      if (!job.inputFile) throw new Error(`导入任务 ${job.id} 没有文件`);
      // a job queued without the upload's count (a test, a script) reads the sheet's declared dimension
      const rows = job.params.rows !== undefined ? job.params.rows : await declaredDataRows(job.inputFile);
      job.progress({ total: rows });
      return spec.run(jobFile(job.params.fileName, job.inputFile), job.actor, job.params, job);
    },
  });
}

export interface ImportRouteWords<E extends AnyEndpoint> {
  /** the job kind the upload queues (defined by `defineImportJob`) */
  kind: string;
  summary: string;
  tags: string[];
  operation: OperationConfig;
  /** What the job keeps of the request besides the file (a data set's biType), checked while the request is open. */
  params?: (req: CallRequest<E>) => Record<string, unknown>;
}

/**
 * A spreadsheet import call: the upload is checked while the request is open (size, type, zip
 * bomb, rows on the embedded database, the call's own query: 4xx, nothing queued), then kept as the
 * job's input (its spooled file removed), and the call
 * answers the queued job at once; the page follows it through the jobs calls.
 */
export function importRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  jobs: JobQueue,
  call: E,
  words: ImportRouteWords<E>,
): void {
  route(app, call, { tags: words.tags, summary: words.summary, operation: words.operation }, async (req) => {
    const params = words.params?.(req) ?? {};
    const file = await readXlsxUpload(req);
    const queued = await jobs
      .enqueue({
        kind: words.kind,
        actor: actorOf(req),
        params: { ...params, fileName: file.fileName, rows: file.rows },
        input: file.path,
      })
      .finally(() => fsp.rm(file.path, { force: true }));
    // without a unique key an enqueue always inserts its job
    return ok(queued!, IMPORT_MSG.queued) as AnswerIn<E>;
  });
}

/** What every import call's summary says of its request and answer. */
export const IMPORT_CALL_NOTE = 'multipart 字段 file；答复后台任务，任务全部成功或全部不写入';

export interface SpreadsheetImportSpec {
  /** the job kind */
  kind: string;
  /** what is imported, as the job's title and the call's summary name it (新闻, 社保数据) */
  subject: string;
  /** what the summary adds after the common note (同一企业同一月份覆盖) */
  note?: string;
  tags: string[];
  /** the page the owner's notice opens */
  link?: string;
  operation: OperationConfig;
  /** Imports the file as its owner, telling `work` how far it got; answers the row report. */
  importFile: (buffer: Buffer, actor: Actor, work: ImportWork) => Promise<ImportReport>;
}

/** A one-file import call and its job kind: the upload queues the job, the job runs `importFile` (a data set's calls share one kind and use the two parts). */
export function spreadsheetImport<E extends AnyEndpoint>(
  app: FastifyInstance,
  jobs: JobQueue,
  call: E,
  spec: SpreadsheetImportSpec,
): void {
  defineImportJob(jobs, spec.kind, {
    access: call.shape.access,
    title: (p) => `导入${spec.subject}（${p.fileName}）`,
    link: spec.link,
    run: async (file, actor, _p, work) => {
      const report = await spec.importFile(file.buffer, actor, work);
      return { report, message: importedMessage(report) };
    },
  });
  importRoute(app, jobs, call, {
    kind: spec.kind,
    tags: spec.tags,
    summary: `导入${spec.subject}（${IMPORT_CALL_NOTE}${spec.note ? `；${spec.note}` : ''}）`,
    operation: spec.operation,
  });
}

/** The job's message when an import wrote its rows. */
export const importedMessage = (report: ImportReport) =>
  report.replaced ? `${MSG.imported(report.created)}，替换原有 ${report.replaced} 条` : MSG.imported(report.created);

/** A collect-first import has read and checked its file: every row counted, the refusals so far. */
export function reportChecked(work: ImportWork, read: number, refused: number): void {
  work.progress({ total: read, read, refused });
  work.throwIfCancelled();
}

/** A collect-first import wrote another batch inside its transaction (a cancel now rolls it back). */
export function reportWritten(work: ImportWork, written: number): void {
  work.progress({ written });
  work.throwIfCancelled();
}
