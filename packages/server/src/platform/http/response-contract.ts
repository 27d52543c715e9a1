import type { FastifyInstance } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { answerWriter, type AnswerWriter } from './answer-writer.ts';

/** What a route without an answer schema is told to add. */
export const MISSING_RESPONSE_HINT =
  '在 schema.response 中声明 200 的应答，例如 { 200: envelope(行 schema) }、{ 200: pageEnvelope(行 schema) }、' +
  '{ 200: emptyEnvelope }（均来自 @risk/shared/wire，行 schema 放在 packages/shared/src/api/<领域>.ts）；' +
  '文件下载写 { 200: fileAnswer } 并在 schema.produces 中写媒体类型';

/**
 * Every route under /api/pres declares the answer it gives (`schema.response` with 200), so the
 * OpenAPI document describes answers and a route answering something else fails in tests.
 *
 * Answers are checked and written through that schema. With `strict` (every environment but
 * production, and the browser tests) a field the schema does not name is an error instead of being
 * dropped silently: a schema that forgot a field the screens read must fail the tests, not the clerk.
 */
export function registerResponseContract(app: FastifyInstance, opts: { strict: boolean }) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/pres')) return;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || !(200 in response || '2xx' in response))
      throw new Error(`路由 ${String(route.method)} ${route.url} 未声明应答 schema：${MISSING_RESPONSE_HINT}`);
  });

  app.setSerializerCompiler(({ schema, method, url }) => {
    const write = answerWriter(schema as $ZodType);
    if (write && !opts.strict) return write;
    return (data) => checkedAnswer(schema as $ZodType, write, method, url, data, opts.strict);
  });
}

/** The answer through the zod parse; in strict mode also refused for undeclared fields, and compared with the writer's. */
function checkedAnswer(
  schema: $ZodType,
  write: AnswerWriter | undefined,
  method: string,
  url: string,
  data: unknown,
  strict: boolean,
): string {
  const result = safeParse(schema, data);
  if (result.error) {
    if (strict)
      report(
        method,
        url,
        result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      );
    throw new ResponseSerializationError(method, url, { cause: result.error });
  }
  if (strict && dropsAny(data, result.data)) {
    const dropped: string[] = [];
    droppedFields(data, result.data, 'content', dropped);
    if (dropped.length > 0) {
      report(
        method,
        url,
        dropped.map((p) => `应答 schema 未声明字段 ${p}`),
      );
      const issues = dropped.map((p) => ({
        code: 'custom' as const,
        path: [p],
        message: '应答 schema 未声明此字段',
        input: undefined,
      }));
      throw new ResponseSerializationError(method, url, { cause: new z.ZodError(issues) });
    }
  }
  const answer = JSON.stringify(result.data);
  if (strict && write) {
    const written = write(data);
    if (written !== answer) {
      report(method, url, [`应答写出器与 zod 的结果不同：\n${written.slice(0, 300)}\n${answer.slice(0, 300)}`]);
      throw new ResponseSerializationError(method, url, {
        cause: new z.ZodError([{ code: 'custom', path: [], message: '应答写出器与 zod 的结果不同', input: undefined }]),
      });
    }
  }
  return answer;
}

function report(method: string, url: string, lines: string[]) {
  process.stderr.write(`[应答不符合 schema] ${method} ${url}\n  ${lines.slice(0, 10).join('\n  ')}\n`);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether a field of the answer is absent after the schema wrote it. Runs on every answer in strict
 * mode, so it builds nothing (no paths, no entry arrays); `droppedFields` names them once one is found.
 */
function dropsAny(input: unknown, output: unknown): boolean {
  if (Array.isArray(input)) {
    if (!Array.isArray(output)) return false;
    for (let i = 0; i < input.length; i++) if (dropsAny(input[i], output[i])) return true;
    return false;
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return false;
  for (const key in input) {
    const value = input[key];
    if (value === undefined) continue;
    if (!(key in output)) return true;
    if (typeof value === 'object' && value !== null && dropsAny(value, output[key])) return true;
  }
  return false;
}

/** Paths of fields present in the answer but absent after the schema wrote it (at most 10). */
function droppedFields(input: unknown, output: unknown, path: string, out: string[]) {
  if (out.length >= 10) return;
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((v, i) => droppedFields(v, output[i], `${path}[${i}]`, out));
    return;
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!(key in output)) out.push(`${path}.${key}`);
    else droppedFields(value, output[key], `${path}.${key}`, out);
  }
}
