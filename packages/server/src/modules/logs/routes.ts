import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginLogQuery, operationLogQuery } from '@risk/shared/schemas/system';
import type { AppContext } from '../../app.ts';
import { listLoginLogs, listOperationLogs } from './queries.ts';
import { pageEnvelope } from '@risk/shared/wire';
import { LOGIN_LOGS_PATH, OPERATION_LOGS_PATH, operationLogRow, loginLogRow } from '@risk/shared/api/system';

const tags = ['日志'];

/** Logs are read-only: written by the platform, never edited or deleted through the API. */
export async function logsModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    OPERATION_LOGS_PATH,
    {
      config: { access: 'log:list' },
      schema: {
        response: { 200: pageEnvelope(operationLogRow) },
        tags,
        summary: '操作日志',
        querystring: operationLogQuery,
      },
    },
    async (req) => listOperationLogs(db, req.query),
  );
  app.get(
    LOGIN_LOGS_PATH,
    {
      config: { access: 'log:loginList' },
      schema: { response: { 200: pageEnvelope(loginLogRow) }, tags, summary: '登录日志', querystring: loginLogQuery },
    },
    async (req) => listLoginLogs(db, req.query),
  );
}
