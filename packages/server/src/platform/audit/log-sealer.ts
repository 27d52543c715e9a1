import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { loadLogKey } from '../crypto/gm/log-key.ts';
import { sealLogChains } from './log-seal.ts';

/**
 * Under CRYPTO_SUITE=gm each instance seals the newly committed log rows every `everyMs`, and once
 * more when it stops: a row is unsealed for at most that long (docs/security.md). Rounds of one
 * instance run one after another; two instances' rounds write the same seals.
 */
export function createLogSealer(db: DbOrTx, key: Buffer, everyMs: number, log: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const sealNow = () =>
    (running = running.then(() => sealLogChains(db, key)).catch((err: unknown) => log.error({ err }, '日志封印失败')));
  return {
    sealNow,
    start() {
      timer = setInterval(sealNow, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await sealNow();
    },
  };
}

export type LogSealer = ReturnType<typeof createLogSealer>;

/** The gm suite's sealer of an app: the key read (or made) now, sealing from ready to close. */
export async function registerLogSealer(
  app: FastifyInstance,
  db: DbOrTx,
  config: { CRYPTO_SUITE: string; logKeyFile: string; LOG_SEAL_MS: number },
): Promise<LogSealer | null> {
  if (config.CRYPTO_SUITE !== 'gm') return null;
  const key = await loadLogKey(config.logKeyFile, db, { create: true });
  const sealer = createLogSealer(db, key, config.LOG_SEAL_MS, app.log);
  app.addHook('onReady', async () => sealer.start());
  app.addHook('onClose', async () => sealer.stop());
  return sealer;
}
