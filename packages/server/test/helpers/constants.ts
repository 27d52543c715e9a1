import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEST_PASSWORD = 'Risk@2026';
export const TEST_CAPTCHA = '8888';
export const TEMPLATE_DB = 'risk_tpl';
export const snapshotFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../.test-cache/pglite-base.tar',
);
