import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { FormModal } from '../list-kit/FormModal.tsx';
import { useSaveRecord, type RecordCalls, type RecordInput, type RecordRow } from './record-calls.ts';
import type { RecordFormProps } from './RecordList.tsx';

interface Props<T extends RecordCalls, V> extends RecordFormProps<RecordRow<T>> {
  calls: T;
  /** what one record is called: the dialog is 新增<noun> or 编辑<noun> */
  noun: string;
  /** the form's values of the record being edited, or of a new one; keep it stable (useMemo) */
  initialValues?: Partial<V>;
  /** the form's values as the call takes them (a refusal here keeps the dialog open) */
  toInput: (values: V) => RecordInput<T>;
  width?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** The add/edit dialog of a record screen: saves through the table's add or edit. */
export function RecordFormModal<T extends RecordCalls, V extends object>({
  calls,
  noun,
  open,
  editing,
  onClose,
  initialValues,
  toInput,
  width,
  children,
}: Props<T, V>) {
  const save = useSaveRecord(calls);
  return (
    <FormModal<V>
      title={editing ? `编辑${noun}` : `新增${noun}`}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (values) => save.mutateAsync({ id: editing?.id, input: toInput(values) })}
      width={width}
    >
      {children}
    </FormModal>
  );
}
