import { startServer } from '../server.ts';
import { demoAccountsTable } from './demo-accounts.ts';
import { describeDatabase } from './describe-database.ts';

/**
 * `npm start`: the platform with its demonstration conveniences. Outside production the captcha
 * also accepts a fixed code (shown on the login page), so a first visitor can log in at once.
 */
const DEFAULT_DEMO_CAPTCHA = '8888';
/** Companies (with their risk information, registry records and orders) of a first demo start. */
const DEFAULT_DEMO_SCALE = '1000';

async function main() {
  const env = { ...process.env };
  if (env.NODE_ENV !== 'production' && !env.DEMO_CAPTCHA_CODE) env.DEMO_CAPTCHA_CODE = DEFAULT_DEMO_CAPTCHA;
  if (!env.DEMO_SCALE) env.DEMO_SCALE = DEFAULT_DEMO_SCALE;
  const { config, database, seeded } = await startServer(env);
  const accounts = await demoAccountsTable(database.db, config.DEMO_PASSWORD);
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const lines = [
    '',
    '==================== 劳动用工风险监测预警平台 ====================',
    `  访问地址：    http://${host}:${config.PORT}`,
    `  接口文档：    http://${host}:${config.PORT}/api/docs`,
    `  数据库：      ${describeDatabase(config.DATABASE_URL, config.dataDir)}${seeded ? '（首次启动，已生成演示数据）' : ''}`,
    `  演示验证码：  ${config.demoCaptchaCode ?? '未启用（生产模式，请按图片输入验证码）'}`,
    '  演示账号：',
    accounts,
    '  按 Ctrl+C 停止服务。',
    '==================================================================',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
