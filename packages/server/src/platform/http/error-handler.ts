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
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, message: MSG.fileTooLarge, content: null };
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
    if (answer.status >= 500) req.log.error({ err: error }, 'unhandled error');
    return reply.status(answer.status).send(answer);
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ status: 404, message: `接口不存在: ${req.method} ${req.url.split('?')[0]}`, content: null });
  });
}
