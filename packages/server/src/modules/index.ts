import type { DomainModule } from '../app.ts';
import { menusModule } from './menus/routes.ts';
import { sessionModule } from './session/routes.ts';

/** Every domain module, registered under /api/pres in this order. */
export const MODULES: DomainModule[] = [sessionModule, menusModule];
