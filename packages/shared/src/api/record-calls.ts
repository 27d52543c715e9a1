import { z } from 'zod';
import type { PermissionCode } from '../permissions.ts';
import { emptyEnvelope, envelope, idParam, idsBody, pageEnvelope } from '../wire.ts';
import { callsOf } from './endpoint.ts';

/** A permission module with all three writing codes (`<module>:add`, `:edit`, `:del`). */
type WritingModule<C> = C extends `${infer M}:add`
  ? `${M}:edit` extends PermissionCode
    ? `${M}:del` extends PermissionCode
      ? M
      : never
    : never
  : never;
type RecordModule = WritingModule<PermissionCode>;

/** How an add or an edit is sent: a JSON body, or a multipart form the handler reads. */
type WriteShape = { body: z.ZodType } | { multipart: true };

/** What an add answers: the new record's id. */
export const addedAnswer = envelope(z.object({ id: z.number().int() }));

/**
 * The five calls every record screen has (the content documents and the configuration tables):
 * the paged list and one record for every signed-in user; add, edit and delete (ids in the body)
 * under `<permission>:add|edit|del`. A table spreads them and adds the calls its screen has besides.
 */
export function recordCalls<
  const P extends RecordModule,
  R extends z.ZodType,
  Q extends z.ZodType,
  const Add extends WriteShape,
  const Edit extends WriteShape,
>(
  area: string,
  base: string,
  spec: { permission: P; row: R; query: Q; sort: readonly string[]; defaultSort: string; add: Add; edit: Edit },
) {
  const calls = callsOf(area, base);
  const { permission } = spec;
  return {
    list: calls.get('', {
      access: 'authenticated',
      query: spec.query,
      answer: pageEnvelope(spec.row),
      sort: spec.sort,
      defaultSort: spec.defaultSort,
    }),
    detail: calls.get('/:id', { access: 'authenticated', params: idParam, answer: envelope(spec.row) }),
    add: calls.post('', { ...spec.add, access: `${permission}:add` as `${P}:add`, answer: addedAnswer }),
    edit: calls.put('', { ...spec.edit, access: `${permission}:edit` as `${P}:edit`, answer: emptyEnvelope }),
    remove: calls.delete('', { access: `${permission}:del` as `${P}:del`, body: idsBody, answer: emptyEnvelope }),
  };
}
