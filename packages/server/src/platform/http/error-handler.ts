import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import { AppError } from './errors.ts';

const FIELD_LABELS: Record<string, string> = { body: '请求内容', querystring: '查询参数', params: '路径参数' };

/** A validation issue as a sentence a clerk can read: our schemas carry Chinese messages, others get the field named. */
function describeIssue(message: string, path: string, context: string): string {
  if (/[\u4e00-\u9fa5]/.test(message)) return message;
  const field = path.replace(/^\//, '').replace(/\//g, '.');
  return field ? `参数“${field}”格式不正确` : `${FIELD_LABELS[context] ?? '请求参数'}格式不正确`;
}

/**
 * A database refusal caused by the request's values (SQLSTATE class 22: a number out of an integer
 * column's range, a NUL byte, a malformed date; class 23: a reference to nothing, a duplicate) is a
 * bad request, not a server fault. Validation should stop these first; this is the backstop, so a
 * value no schema anticipated still answers 4xx and never the database's text.
 */
const DB_INPUT_ERRORS: Record<string, { status: number; message: string }> = {
  '23503': { status: 400, message: '关联的数据不存在' },
  '23505': { status: 409, message: '数据已存在' },
  '23502': { status: 400, message: MSG.badRequest },
  '23514': { status: 400, message: MSG.badRequest },
};

/**
 * The database is out of reach: refused or dropped connections, a server shutting down or starting
 * (SQLSTATE 57P01–57P03), too many connections (53300), class 08 but for 08P01 (a protocol
 * violation is a statement the database refused, e.g. more than 65,535 bind parameters, not a lost
 * connection), a pool that could not connect in time. Nothing was written
 * (a transaction that lost its connection is rolled back by the server), so the client is told to
 * retry: 503 with a Chinese message, which the web shows as its 接口请求失败 notice.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || (code.startsWith('08') && code !== '08P01')))
      return true;
    if (typeof message === 'string' && UNREACHABLE_TEXT.test(message)) return true;
  }
  return false;
}

function rootMessage(error: unknown): string {
  let e = error as { cause?: unknown; message?: unknown };
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 4; depth++) e = e.cause as typeof e;
  return String(e.message ?? e).slice(0, 200);
}

function databaseCode(error: unknown): string | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    // every SQLSTATE has a digit; Node's own five-letter codes (EPERM, EBUSY) have none
    if (typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The status and message a client reads for an error; the operation log records the same message. */
export function publicError(error: FastifyError | AppError): { status: number; message: string; content: unknown } {
  if (error instanceof AppError)
    return { status: error.status, message: error.message, content: error.content ?? null };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return {
      status: 400,
      message: describeIssue(first.message ?? '', first.instancePath, error.validationContext ?? ''),
      content: null,
    };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, message: MSG.databaseUnavailable, content: null };
  const dbCode = databaseCode(error);
  // Disk full (the database's 53100, the file store's ENOSPC): the statement failed and was rolled back.
  if (dbCode === '53100' || (error as { code?: unknown }).code === 'ENOSPC')
    return { status: 507, message: MSG.storageFull, content: null };
  if (dbCode?.startsWith('22')) return { status: 400, message: '参数格式不正确或超出范围', content: null };
  if (dbCode && DB_INPUT_ERRORS[dbCode]) return { ...DB_INPUT_ERRORS[dbCode], content: null };
  // Any other refusal of the database (out of memory, a program limit, a protocol violation) is the
  // server's fault, named as the database's, and logged with its code.
  if (dbCode) return { status: 500, message: MSG.databaseFailed, content: null };
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, message: MSG.fileOverLimit, content: null };
  if (status === 415) return { status, message: '不支持的请求内容类型', content: null };
  if (status >= 400 && status < 500) {
    const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    return { status, message: invalidJson ? '请求内容不是有效的 JSON' : MSG.badRequest, content: null };
  }
  return { status: 500, message: '服务器内部错误，请稍后重试', content: null };
}

/** Every failure answers `{ status, message }` with the real HTTP status and never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const answer = publicError(error);
    // One short line per refused request while the database is away, not a stack with the SQL.
    if (answer.status === 503 || answer.status === 507) req.log.warn(`${answer.message}：${rootMessage(error)}`);
    else if (answer.status >= 500) req.log.error({ err: error }, 'unhandled error');
    return reply.status(answer.status).send(answer);
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ status: 404, message: `接口不存在: ${req.method} ${req.url.split('?')[0]}`, content: null });
  });
}
