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

/** Every failure answers `{ status, message }` with the real HTTP status and never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ status: error.status, message: error.message, content: error.content ?? null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = describeIssue(first.message ?? '', first.instancePath, error.validationContext ?? '');
      return reply.status(400).send({ status: 400, message, content: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ status: 413, message: MSG.fileTooLarge, content: null });
    if (status === 415) return reply.status(415).send({ status: 415, message: '不支持的请求内容类型', content: null });
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? '请求内容不是有效的 JSON' : MSG.badRequest;
      return reply.status(status).send({ status, message, content: null });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, message: '服务器内部错误，请稍后重试', content: null });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ status: 404, message: `接口不存在: ${req.method} ${req.url.split('?')[0]}`, content: null });
  });
}
