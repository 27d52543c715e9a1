import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/system.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { adoptFile, pictureKindOf, loadFile, releaseFiles, storeFile, storedAmong } from '../files/service.ts';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_MSG = {
  tooLarge: '头像图片不能超过 2 MB',
  notImage: '头像只能是 PNG 或 JPG 格式的图片',
} as const;

/**
 * An avatar's public name is its file-store id with the image's extension: random, so a name that
 * does not look like one is refused before the store is asked.
 */
const AVATAR_NAME = /^([a-f0-9]{32})\.(png|jpg)$/;
const storeIdOf = (name: string | null | undefined) => (name ? AVATAR_NAME.exec(name)?.[1] : undefined);

/** Stores the new avatar in the file store and drops the one it replaces, in one transaction. */
export async function saveAvatar(ctx: AppContext, actor: Actor, buffer: Buffer): Promise<string> {
  const ext = pictureKindOf(buffer);
  if (!ext) throw badRequest(AVATAR_MSG.notImage);
  return ctx.db.transaction(async (tx) => {
    const stored = await storeFile(
      tx,
      actor.user,
      { fileName: `avatar.${ext}`, buffer },
      { fileName: `avatar.${ext}`, kind: ext },
      'avatar',
    );
    const avatarName = `${stored.id}.${ext}`;
    const [old] = await tx.select({ avatarName: user.avatarName }).from(user).where(eq(user.id, actor.user.id));
    await tx.update(user).set({ avatarName, updateTime: new Date() }).where(eq(user.id, actor.user.id));
    await releaseFiles(tx, [storeIdOf(old.avatarName)]);
    await recordOperation(tx, actor, {
      module: '个人中心',
      action: '修改头像',
      target: actor.user.username,
      oldValue: { avatarName: old.avatarName },
      newValue: { avatarName },
    });
    return avatarName;
  });
}

/** An avatar's bytes and content type, from the file store. */
export async function readAvatar(ctx: AppContext, name: string): Promise<{ body: Buffer; type: string }> {
  const id = storeIdOf(name);
  if (!id) throw notFound(MSG.notFound);
  const file = await loadFile(ctx.db, id, 'avatar').catch(() => {
    throw notFound(MSG.notFound);
  });
  return { body: file.data, type: file.contentType };
}

/**
 * Start-up data migration: avatars written to DATA_DIR/avatar before they moved onto the file store
 * are taken into it under the id their name carries, once (a restart finds them stored). A file
 * that is missing or not a PNG/JPEG by its bytes is left out (the user's avatar then shows the
 * default picture). The disk copies stay for the operator to remove after a backup.
 */
export async function importLegacyAvatars(db: Db, dataDir: string): Promise<number> {
  const rows = await db.select({ avatarName: user.avatarName }).from(user).where(isNotNull(user.avatarName));
  const names = rows.map((r) => r.avatarName!).filter((n) => storeIdOf(n));
  const stored = await storedAmong(
    db,
    names.map((n) => storeIdOf(n)!),
  );
  let imported = 0;
  for (const name of names) {
    const id = storeIdOf(name)!;
    if (stored.has(id)) continue;
    const buffer = await fs.readFile(path.join(dataDir, 'avatar', name)).catch(() => null);
    if (!buffer || !pictureKindOf(buffer)) continue;
    await adoptFile(db, { id, fileName: `avatar.${pictureKindOf(buffer)}`, buffer, owner: 'avatar' });
    imported++;
  }
  return imported;
}
