import { useState, type Key, type ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { useAccess } from '../../lib/access.tsx';
import { ImportButton } from './ImportButton.tsx';
import { ExportButton, TemplateButton } from './FileButtons.tsx';

interface Props {
  /** permission module: buttons need `<module>:add`, `:del`, `:upload`, `:downLoad` unless `codes` says otherwise */
  module: string;
  codes?: Partial<Record<'add' | 'del' | 'upload' | 'download', string | readonly string[]>>;
  onAdd?: () => void;
  /** selected row keys; delete is disabled without any */
  selected?: Key[];
  /** deletes the selected rows (the page's mutation shows the answer); the selection is cleared after */
  onDelete?: (ids: Key[]) => Promise<unknown>;
  onDeleted?: () => void;
  /** the list's import call */
  importCall?: AnyEndpoint;
  onImported?: () => void;
  template?: { call: AnyEndpoint; fileName: string };
  /** the list's export call, sent with the list's filters */
  exportFile?: { call: AnyEndpoint; params?: Record<string, unknown>; fileName: string };
  /** page-specific buttons, after the standard ones */
  children?: ReactNode;
}

/** The buttons above a list, each shown only with its permission. */
export function CrudToolbar({
  module,
  codes = {},
  onAdd,
  selected = [],
  onDelete,
  onDeleted,
  importCall,
  onImported,
  template,
  exportFile,
  children,
}: Props) {
  const { can } = useAccess();
  const [deleting, setDeleting] = useState(false);
  const code = (action: 'add' | 'del' | 'upload' | 'download') =>
    codes[action] ?? `${module}:${action === 'download' ? 'downLoad' : action}`;

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(selected);
      onDeleted?.();
    } catch {
      // the HTTP layer has shown why; the rows stay selected as they were
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {onAdd && can(code('add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增
        </Button>
      )}
      {onDelete && can(code('del')) && (
        <Popconfirm
          title={`确定删除选中的 ${selected.length} 条数据吗？`}
          onConfirm={remove}
          disabled={selected.length === 0}
        >
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={deleting}>
            删除
          </Button>
        </Popconfirm>
      )}
      {importCall && can(code('upload')) && <ImportButton call={importCall} onImported={onImported} />}
      {template && can(code('upload')) && <TemplateButton call={template.call} fileName={template.fileName} />}
      {exportFile && can(code('download')) && <ExportButton {...exportFile} />}
      {children}
    </Space>
  );
}
