import { useState, type ReactNode } from 'react';
import { Card, Table, type TableColumnsType } from 'antd';
import { useResourceTable, type ResourceTable } from '../list-kit/use-resource-table.ts';
import { QueryForm } from '../list-kit/QueryForm.tsx';
import { CrudToolbar } from '../list-kit/CrudToolbar.tsx';
import { useRemoveRecords, type RecordCalls, type RecordRow } from './record-calls.ts';

/** What the add/edit dialog of a record screen is given. */
export interface RecordFormProps<R> {
  open: boolean;
  /** the record being edited; none for a new one */
  editing?: R;
  onClose: () => void;
}

interface Props<T extends RecordCalls> {
  calls: T;
  /** the permission module of the toolbar's buttons (`<module>:add`, `:del`) */
  module: string;
  /** the search fields (Form.Items) */
  filters: ReactNode;
  /** filters that are date ranges */
  dateRanges?: string[];
  /** the columns; `edit` opens the dialog on a row */
  columns: (list: {
    table: ResourceTable<RecordRow<T>>;
    edit: (row: RecordRow<T>) => void;
  }) => TableColumnsType<RecordRow<T>>;
  /** buttons after 新增 and 删除 (imports, exports), given the list for its filters */
  toolbar?: (table: ResourceTable<RecordRow<T>>) => ReactNode;
  /** the add/edit dialog */
  form: (props: RecordFormProps<RecordRow<T>>) => ReactNode;
  scrollX?: number;
  /** rows per page when the address names none */
  defaultSize?: number;
}

/** In a table that scrolls sideways the row actions (操作) stay at its right edge, as on the other lists. */
function actionsInView<R>(columns: TableColumnsType<R>, scrolls: boolean): TableColumnsType<R> {
  return scrolls ? columns.map((c) => (c.key === 'actions' ? { ...c, fixed: 'right' as const } : c)) : columns;
}

/**
 * A record screen from its table: the search fields over the list, 新增 and 删除 (of the selected
 * rows) by permission, the list with its sort whitelist and paging, and the add/edit dialog.
 */
export function RecordList<T extends RecordCalls>({
  calls,
  module,
  filters,
  dateRanges,
  columns,
  toolbar,
  form,
  scrollX,
  defaultSize,
}: Props<T>) {
  // the rows are the table's rows; the hook cannot see that through the generic table
  const table = useResourceTable(calls.list, { defaultSize }) as unknown as ResourceTable<RecordRow<T>>;
  const remove = useRemoveRecords(calls);
  const [editing, setEditing] = useState<{ row?: RecordRow<T> } | undefined>();

  return (
    <Card variant="borderless">
      <QueryForm table={table} dateRanges={dateRanges}>
        {filters}
      </QueryForm>
      <CrudToolbar
        module={module}
        onAdd={() => setEditing({})}
        selected={table.selection.selectedRowKeys}
        onDelete={(ids) => remove.mutateAsync(ids)}
        onDeleted={table.selection.clear}
      >
        {toolbar?.(table)}
      </CrudToolbar>
      <Table<RecordRow<T>>
        {...table.tableProps}
        columns={actionsInView(columns({ table, edit: (row) => setEditing({ row }) }), !!scrollX)}
        rowSelection={table.selection.rowSelection}
        scroll={scrollX ? { x: scrollX } : undefined}
        size="middle"
      />
      {form({ open: !!editing, editing: editing?.row, onClose: () => setEditing(undefined) })}
    </Card>
  );
}
