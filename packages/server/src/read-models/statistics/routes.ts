import type { FastifyInstance } from 'fastify';
import { disposalCalls } from '@risk/shared/api/disposal';
import { verificationCalls } from '@risk/shared/api/verification';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { cityBadges, countyBadges, disposalStatics, orderStatistics } from './queries.ts';

/** The workflow's counts: the work lists' badges, 核实统计 and the disposal cards. */
export async function statisticsModule(app: FastifyInstance, { db }: AppContext) {
  const tags = ['核实工单'];
  route(app, verificationCalls.cityBadges, { tags, summary: '市级页签角标' }, async (req) =>
    ok(await cityBadges(db, currentUser(req))),
  );
  route(app, verificationCalls.countyBadges, { tags, summary: '区县页签角标（本区）' }, async (req) =>
    ok(await countyBadges(db, currentUser(req))),
  );
  route(app, verificationCalls.statistics, { tags, summary: '核实统计：区县表与市级表（区县只见本区）' }, async (req) =>
    ok(await orderStatistics(db, currentUser(req))),
  );

  const disposalTags = ['联动处置'];
  route(app, disposalCalls.cityCards, { tags: disposalTags, summary: '市级联动处置统计卡片' }, async (req) =>
    ok(await disposalStatics(db, currentUser(req))),
  );
  route(app, disposalCalls.countyCards, { tags: disposalTags, summary: '区县联动处置统计卡片（本区）' }, async (req) =>
    ok(await disposalStatics(db, currentUser(req))),
  );
}
