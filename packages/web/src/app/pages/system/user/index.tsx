import { Col, Row } from 'antd';
import { useResourceTable } from '../../../../components/list-kit/use-resource-table.ts';
import { userCalls } from '@risk/shared/api/system';
import { DeptTreePanel } from '../../../../features/system/components/DeptTreePanel.tsx';
import { UserTable } from '../../../../features/system/components/UserTable.tsx';

/** 用户管理: departments on the left filter the user list on the right. */
export default function UserManagementPage() {
  const table = useResourceTable(userCalls.list);
  const deptId = table.filters.deptId ? Number(table.filters.deptId) : undefined;
  const { deptId: _current, ...others } = table.filters;

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="230px">
        <DeptTreePanel
          selected={deptId}
          onSelect={(id) => table.setFilters(id ? { ...others, deptId: String(id) } : others)}
        />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <UserTable table={table} />
      </Col>
    </Row>
  );
}
