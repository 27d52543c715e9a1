import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dailyBody, dailyQuery, dailyUpdateBody } from '@risk/shared/schemas/content';
import { idParam } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { sendFile } from '../files/service.ts';
import { createDaily, deleteDaily, findDaily, listDaily, openDailyFile, updateDaily } from './service.ts';

const BASE = '/business/v1/risk/specialDaily';

const dailyRow = z.object({
  id: z.number(),
  title: z.string(),
  uploadTime: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

/** 专报日报: the city's reports, read by every level. */
export async function dailyReportsModule(app: FastifyInstance, { db }: AppContext) {
  crudRoutes(app, {
    base: BASE,
    module: '专报日报',
    noun: '专报日报',
    permission: 'daily',
    row: dailyRow,
    list: { summary: '专报日报列表（标题、上传时间）', query: dailyQuery, run: (query) => listDaily(db, query) },
    get: { run: (id) => findDaily(db, id) },
    add: {
      summary: '新增专报日报（fileId 为 toolLocalStorage 上传的文件）',
      body: dailyBody,
      run: (actor, body) => createDaily(db, actor, body),
    },
    edit: { body: dailyUpdateBody, run: (actor, body) => updateDaily(db, actor, body.id, body) },
    remove: { run: (actor, ids) => deleteDaily(db, actor, ids) },
    download: {
      path: '/download/:id',
      access: 'daily:downLoad',
      summary: '下载专报日报（原文件名）',
      params: idParam,
      run: async (req, reply) => sendFile(reply, await openDailyFile(db, (req.params as { id: number }).id)),
    },
  });
}
