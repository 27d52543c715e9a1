import { eq } from 'drizzle-orm';
import { DATASETS } from '@risk/shared/datasets';
import { USER_LEVEL } from '@risk/shared/levels';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/system.ts';
import { importDataset } from '../modules/datasets/service.ts';
import type { AuthUser } from '../platform/auth/session-user.ts';
import { UNWATCHED } from '../platform/jobs/imports.ts';
import { readSample, sampleFileName } from '../modules/datasets/sample-files.ts';

/**
 * The demo's data sets: each committed sample file imported through the import service as the
 * administrator, as an analyst would upload it, so the screens and the import history show data.
 */
export async function seedDatasets(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: user.id, username: user.username, nickName: user.nickName })
    .from(user)
    .where(eq(user.username, 'admin'));
  if (!admin) return;
  const actor = {
    user: { ...admin, level: USER_LEVEL.OPS, region: null, permissions: [] } as unknown as AuthUser,
    ip: '127.0.0.1',
    browser: '演示数据',
  };
  for (const def of DATASETS) {
    const buffer = await readSample(def);
    if (buffer) await importDataset(db, actor, def, { fileName: sampleFileName(def), buffer }, UNWATCHED);
  }
}
