import { Card, Descriptions, Form, Input, Table, type TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { socialSecurityCalls, type SocialSecurityRow } from '@risk/shared/api/socialSecurity';
import { SOCIAL_MONTHS } from '@risk/shared/social-months';
import { useResourceTable } from '../../../components/list-kit/use-resource-table.ts';
import { QueryForm } from '../../../components/list-kit/QueryForm.tsx';
import { CrudToolbar } from '../../../components/list-kit/CrudToolbar.tsx';
import { ImportButton } from '../../../components/list-kit/ImportButton.tsx';
import { ExportButton, TemplateButton } from '../../../components/list-kit/FileButtons.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';

/** A record's reductions over each of the last 1 … 12 months; 未导入 where the import carried none. */
function MonthReductions({ row }: { row: SocialSecurityRow }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={6}
      title={`${row.month} 近1至12个月减员人数`}
      items={SOCIAL_MONTHS.map((m) => ({
        key: m.field,
        label: `近${m.months}个月`,
        children: row[m.field] ?? '未导入',
      }))}
    />
  );
}

/** 社保数据: the social-insurance agency's monthly figures per company, imported from Excel; phones masked. */
export function SocialSecurityList() {
  const table = useResourceTable(socialSecurityCalls.list);
  const client = useQueryClient();
  const { can } = useAccess();
  const upload = can('socialSecurity:upload');

  const columns: TableColumnsType<SocialSecurityRow> = [
    { title: '企业名称', dataIndex: 'companyName', width: 240, fixed: 'left', ...table.sorter('companyName') },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '所属区县', dataIndex: 'region', width: 110 },
    { title: '月份', dataIndex: 'month', width: 100, ...table.sorter('month') },
    { title: '当月参保人数', dataIndex: 'currentMonth', width: 130, align: 'right', ...table.sorter('currentMonth') },
    {
      // the spec's list shows 1 and 3 months; a row's expansion shows all twelve
      title: '减员人数',
      children: [
        { title: '近1个月', dataIndex: 'january', width: 100, align: 'right', ...table.sorter('january') },
        { title: '近3个月', dataIndex: 'march', width: 100, align: 'right', ...table.sorter('march') },
      ],
    },
    { title: '法定代表人', dataIndex: 'legalPerson', width: 110 },
    { title: '法人联系电话', dataIndex: 'legalPersonPhone', width: 130 },
    { title: '联系人', dataIndex: 'relationPerson', width: 100 },
    { title: '联系方式', dataIndex: 'relationManner', width: 130 },
  ];

  return (
    <Card variant="borderless">
      <QueryForm table={table}>
        <Form.Item name="creditCode" label="信用代码">
          <Input placeholder="请输入统一社会信用代码" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="companyName" label="企业名称">
          <Input placeholder="请输入企业名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="region" label="所属区县">
          <DictSelect dict="global_regoin" placeholder="请选择区县" style={{ width: 160 }} />
        </Form.Item>
      </QueryForm>
      <CrudToolbar module="socialSecurity">
        {upload && (
          <ImportButton
            call={socialSecurityCalls.importExcel}
            onImported={() => void client.invalidateQueries({ queryKey: [socialSecurityCalls.list.area] })}
          />
        )}
        {upload && <TemplateButton call={socialSecurityCalls.template} fileName="社保数据导入模板.xlsx" />}
        {upload && <ExportButton call={socialSecurityCalls.download} params={table.filters} fileName="社保数据.xlsx" />}
      </CrudToolbar>
      <Table<SocialSecurityRow>
        {...table.tableProps}
        columns={columns}
        expandable={{ expandedRowRender: (row) => <MonthReductions row={row} /> }}
        scroll={{ x: 1600 }}
        size="middle"
      />
    </Card>
  );
}
