import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Secrets } from './platform/auth/secrets.ts';
import type { JobQueue } from './platform/jobs/queue.ts';

/** What every module receives when the app registers it. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  secrets: Secrets;
  /** long work (imports, scheduled digests): a module defines its kinds and enqueues jobs here */
  jobs: JobQueue;
}

/** A module of the API: registers its routes (under /api/pres) on the scope it is given. */
export type DomainModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
