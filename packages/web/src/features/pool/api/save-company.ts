import type { z } from 'zod';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { poolCalls } from '@risk/shared/api/pool';
import type { poolCreateBody } from '@risk/shared/schemas/pool';

/** What the add/edit form sends; phones left empty on an edit keep the stored numbers. */
export type CompanyInput = z.input<typeof poolCreateBody>;

/** Adds a company (one chosen from the registry, or typed in unmatched); with the id, edits it */
export const useSaveCompany = () =>
  useListMutation(poolCalls.create, ({ id, input }: { id?: number; input: CompanyInput }) =>
    id ? api.write(poolCalls.update, { body: { id, ...input } }) : api.write(poolCalls.create, { body: input }),
  );
