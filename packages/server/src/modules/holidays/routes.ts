import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@risk/shared/messages';
import {
  holidayBody,
  holidayCreateBody,
  holidayDayParam,
  holidayDaysBody,
  holidayYearQuery,
} from '@risk/shared/schemas/holidays';
import { type HolidayRow, HOLIDAYS_PATH, holidayRow } from '@risk/shared/api/system';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../platform/audit/operation-log.ts';
import { ok } from '../../platform/http/envelope.ts';
import { createHoliday, deleteHolidays, HOLIDAY_MODULE, listHolidays, updateHoliday } from './service.ts';
import { envelope } from '@risk/shared/wire';
import { z } from 'zod';

const BASE = HOLIDAYS_PATH;
const tags = ['节假日'];
const op = (action: string) => ({ module: HOLIDAY_MODULE, action });

/** The holiday calendar behind working-day counts (feedback deadlines, overdue orders). */
export async function holidaysModule(scope: FastifyInstance, { db }: AppContext) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: { access: 'holiday:list' },
      schema: {
        response: { 200: envelope(z.array(holidayRow)) },
        tags,
        summary: '一年的节假日与调休上班日',
        querystring: holidayYearQuery,
      },
    },
    async (req) => ok(await listHolidays(db, req.query.year)),
  );
  app.post(
    BASE,
    {
      config: { access: 'holiday:add', operation: op('新增节假日') },
      schema: {
        response: { 200: envelope(holidayRow) },
        tags,
        summary: '新增节假日或调休上班日',
        body: holidayCreateBody,
      },
    },
    async (req) => ok(await createHoliday(db, actorOf(req), req.body as HolidayRow), MSG.added),
  );
  app.put(
    `${BASE}/:day`,
    {
      config: { access: 'holiday:edit', operation: op('修改节假日') },
      schema: {
        response: { 200: envelope(holidayRow) },
        tags,
        summary: '修改节假日',
        params: holidayDayParam,
        body: holidayBody,
      },
    },
    async (req) => ok(await updateHoliday(db, actorOf(req), req.params.day, req.body), MSG.updated),
  );
  app.delete(
    BASE,
    {
      config: { access: 'holiday:del', operation: op('删除节假日') },
      schema: {
        response: { 200: envelope(z.object({ deleted: z.number().int() })) },
        tags,
        summary: '删除节假日（全部删除或全部不删除）',
        body: holidayDaysBody,
      },
    },
    async (req) => {
      const n = await deleteHolidays(db, actorOf(req), req.body);
      return ok({ deleted: n }, MSG.deleted);
    },
  );
}
