import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { AppContext } from '../../app.ts';
import { user } from '../../db/schema/system.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_MSG = {
  tooLarge: '头像图片不能超过 2 MB',
  notImage: '头像只能是 PNG 或 JPG 格式的图片',
} as const;

/** Stored avatar names are random, so a name that does not look like one is refused before touching the disk. */
const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by its first bytes, whatever name or content type the browser sent. */
function imageExtension(buffer: Buffer): 'png' | 'jpg' | undefined {
  if (buffer.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (buffer.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpg';
  return undefined;
}

const avatarDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'avatar');

export async function saveAvatar(ctx: AppContext, actor: Actor, buffer: Buffer): Promise<string> {
  const ext = imageExtension(buffer);
  if (!ext) throw badRequest(AVATAR_MSG.notImage);
  const avatarName = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(avatarDir(ctx), { recursive: true });
  await fs.writeFile(path.join(avatarDir(ctx), avatarName), buffer);
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const [old] = await tx.select({ avatarName: user.avatarName }).from(user).where(eq(user.id, actor.user.id));
      previous = old.avatarName;
      await tx.update(user).set({ avatarName, updateTime: new Date() }).where(eq(user.id, actor.user.id));
      await recordOperation(tx, actor, {
        module: '个人中心',
        action: '修改头像',
        target: actor.user.username,
        oldValue: { avatarName: previous },
        newValue: { avatarName },
      });
    });
  } catch (err) {
    await fs.rm(path.join(avatarDir(ctx), avatarName), { force: true });
    throw err;
  }
  if (previous && AVATAR_NAME.test(previous)) await fs.rm(path.join(avatarDir(ctx), previous), { force: true });
  return avatarName;
}

export async function readAvatar(ctx: AppContext, name: string): Promise<{ body: Buffer; type: string }> {
  if (!AVATAR_NAME.test(name)) throw notFound(MSG.notFound);
  try {
    const body = await fs.readFile(path.join(avatarDir(ctx), name));
    return { body, type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  } catch {
    throw notFound(MSG.notFound);
  }
}
