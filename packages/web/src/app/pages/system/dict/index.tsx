import { useState } from 'react';
import { Col, Row } from 'antd';
import type { DictRow } from '@risk/shared/api/system';
import { DictItemPanel } from '../../../../features/system/components/DictItemPanel.tsx';
import { DictTable } from '../../../../features/system/components/DictTable.tsx';

/** 字典管理: dictionaries on the left, the chosen one's items on the right. */
export default function DictManagementPage() {
  const [selected, setSelected] = useState<DictRow>();
  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <DictTable selected={selected} onSelect={setSelected} />
      </Col>
      <Col xs={24} xl={10}>
        <DictItemPanel key={selected?.id} dict={selected} />
      </Col>
    </Row>
  );
}
