import type { FastifyInstance } from 'fastify';
import { companyDetailCalls as calls } from '@risk/shared/api/registry';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { companyDetail, registryCandidatesOf, registryMatchOf } from './queries.ts';

const tags = ['企业数据服务'];

/**
 * 企业详情 and the registry match of a pool company: reads that join the pool, the registry and
 * risk information, so they live beside those modules rather than in one of them.
 */
export async function companyDetailModule(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    calls.match,
    { tags, summary: '风险企业的工商匹配结果（按信用代码、再按归一化名称；只读，同步用 PATCH matchingData）' },
    async (req) => ok(await registryMatchOf(db, currentUser(req), req.params.id)),
  );

  route(
    app,
    calls.candidates,
    { tags, summary: '风险企业可能对应的工商登记企业（按信用代码与名称，最多20条）' },
    async (req) => ok(await registryCandidatesOf(db, currentUser(req), req.params.id)),
  );

  route(app, calls.detail, { tags, summary: '企业详情（全部版块；工商数据未匹配时拒绝）' }, async (req) =>
    ok(await companyDetail(db, currentUser(req), req.params.creditCode)),
  );
}
