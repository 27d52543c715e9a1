import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { researchReportQuery } from '@risk/shared/schemas/content';
import { idParam, pageEnvelope, fileAnswer } from '@risk/shared/wire';
import type { AppContext } from '../../context.ts';
import { page } from '../../platform/http/envelope.ts';
import { sendFile } from '../files/service.ts';
import { listResearchReports, openResearchReport } from './service.ts';

const BASE = '/business/v1/risk/riskReport';

const reportRow = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  publishDate: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  size: z.number(),
});

/** 风险报告: listed and downloaded (or opened inline in a viewer). */
export async function researchReportsModule(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['风险报告'];

  r.get(
    BASE,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '风险研究报告列表',
        querystring: researchReportQuery,
        response: { 200: pageEnvelope(reportRow) },
      },
    },
    async (req) => {
      const { rows, total } = await listResearchReports(db, req.query);
      return page(rows, total, req.query);
    },
  );

  r.get(
    `${BASE}/download/:id`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        response: { 200: fileAnswer },
        produces: ['application/octet-stream'],
        summary: '下载风险研究报告（inline=1 时在浏览器中打开）',
        params: idParam,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
    },
    async (req, reply) => sendFile(reply, await openResearchReport(db, req.params.id), req.query.inline === '1'),
  );
}
