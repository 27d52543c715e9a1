import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Secrets } from './platform/auth/secrets.ts';

/** What every module receives when the app registers it. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  secrets: Secrets;
}

/** A module of the API: registers its routes (under /api/pres) on the scope it is given. */
export type DomainModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
