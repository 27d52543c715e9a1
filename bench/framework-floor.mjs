/**
 * What Fastify itself costs: a call's captured statements behind the bare `node:http` handler
 * (bench/baseline.mjs) and behind one bare Fastify route, each on its own `pg.Pool(8)`, both in this
 * process, alternating (BENCH_ROUNDS). Whatever separates the platform from its bare SQL beyond this
 * ratio is the platform's own work per request (sign-in check, validation, mapping, the answer, the
 * request log), not the framework it runs on.
 *
 *   BASE_URL=http://127.0.0.1:8099 DATABASE_URL=postgres://… BENCH_ROUNDS=8 npx tsx bench/framework-floor.mjs
 */
import Fastify from 'fastify';
import { login, q } from './client.mjs';
import { alternate, bareServer, captureSql, driveBare, measureBare, statementReplayer } from './baseline.mjs';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { riskInfoCalls } from '../packages/shared/src/api/riskInfo.ts';
import { verificationCalls } from '../packages/shared/src/api/verification.ts';
import { disposalCalls } from '../packages/shared/src/api/disposal.ts';

const CALLS = [
  {
    label: '区县核实 countyAll（朝阳区）',
    user: 'chaoyang',
    path: `${pathOf(verificationCalls.list)}?${q({ tab: 'countyAll', page: 0, size: 10 })}`,
  },
  {
    label: '联动处置列表（朝阳区）',
    user: 'chaoyang',
    path: `${pathOf(disposalCalls.list)}?${q({ page: 0, size: 10 })}`,
  },
  { label: '风险信息列表', user: 'city', path: `${pathOf(riskInfoCalls.list)}?${q({ page: 0, size: 10 })}` },
];

/** The captured statements of each call behind one Fastify route, `/<call>`, answering their rows. */
async function fastifyServer(captured) {
  const replayer = statementReplayer();
  const app = Fastify({ logger: false });
  app.get('/:call', (req) => replayer.replay(captured[Number(req.params.call)][0]));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${app.server.address().port}`,
    close: async () => {
      await app.close();
      await replayer.end();
    },
  };
}

const users = [...new Set(CALLS.map((c) => c.user))];
const tokens = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await login(u)])));
const captured = await captureSql(CALLS, tokens);
const bare = await bareServer(captured);
const fastify = await fastifyServer(captured);
console.log('| 接口 | 用户 | 裸 SQL 请求/秒 | 裸 Fastify 请求/秒 | 比值 |\n|---|---|---:|---:|---:|');
try {
  for (const [i, call] of CALLS.entries()) {
    const m = await alternate(
      () => driveBare(`${fastify.base}/${i}`),
      () => measureBare(bare.base, i, 1),
    );
    console.log(`| ${call.label} | ${call.user} | ${m.bare.rps} | ${m.platform.rps} | ${m.ratio.toFixed(2)} |`);
  }
} finally {
  await fastify.close();
  await bare.close();
}
