import { DISPOSAL_RECORD_TYPES, type DisposalRecordType } from '@risk/shared/disposal';
import type { DisposalRecordBody } from '@risk/shared/schemas/disposal';
import type { DisposalRecord } from '@risk/shared/api/disposal';
import { EMPTY_FIELDS_MESSAGE, hasEmptyField, RECORD_FIELDS, SAVE_FIRST_MESSAGE } from './record-fields.ts';

export type RecordValues = Record<string, unknown>;
/** the row being edited: an existing record's id, or 'new' for the added row */
export type EditingKey = number | 'new';

/** The row that opens for editing, with the values it starts from. */
export interface OpenedRow {
  editing: EditingKey;
  draft: RecordValues;
}
/** Why the press does nothing, shown as a warning. */
export interface Refusal {
  refused: string;
}

/** 添加: an empty row on top, unless a row is still unsaved (请先保存再添加信息). */
export function addRow(editing: EditingKey | undefined): OpenedRow | Refusal {
  if (editing !== undefined) return { refused: SAVE_FIRST_MESSAGE };
  return { editing: 'new', draft: {} };
}

/** 编辑: the record's values in its row, unless a row is still unsaved. */
export function editRow(
  type: DisposalRecordType,
  editing: EditingKey | undefined,
  record: DisposalRecord,
): OpenedRow | Refusal {
  if (editing !== undefined) return { refused: SAVE_FIRST_MESSAGE };
  return { editing: record.id, draft: Object.fromEntries(RECORD_FIELDS[type].map((f) => [f.key, record[f.key]])) };
}

/** 保存: the body to send, or the warning — 表单存在空值 before any other check, then the schema's first message. */
export function saveRow(
  type: DisposalRecordType,
  disposalId: number,
  draft: RecordValues,
): { body: DisposalRecordBody } | Refusal {
  if (hasEmptyField(type, draft)) return { refused: EMPTY_FIELDS_MESSAGE };
  const parsed = DISPOSAL_RECORD_TYPES[type].schema.safeParse(draft);
  if (!parsed.success) return { refused: parsed.error.issues[0].message };
  return { body: { ...parsed.data, type, disposalId } as DisposalRecordBody };
}
