import { Link, useSearchParams } from 'react-router';
import { Card, Form, Input, Table, Tag, Tooltip } from 'antd';
import { POOL_RULES } from '@risk/shared/pool';
import { COMPANY_SEARCH_LIMIT } from '@risk/shared/schemas/registry';
import { useRegistrySearch } from '../api/search-registry.ts';
import { type CompanySuggestion } from '@risk/shared/api/registry';
import { companyDetailPath } from '../model/detail-path.ts';

/** 企业信息: searches the registry (and the pool) by name or credit code; pool companies with matched registry data link to their detail. */
export function CompanyInfoSearch() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const [form] = Form.useForm<{ keyword: string }>();
  const { data = [], isFetching } = useRegistrySearch(keyword);

  // an empty box is a form rule: its message shows under the box, not as a notice
  const submit = ({ keyword: value }: { keyword: string }) => setSearch({ keyword: value.trim() }, { replace: true });

  return (
    <Card variant="borderless">
      <Form form={form} initialValues={{ keyword }} onFinish={submit} style={{ maxWidth: 560, marginBottom: 16 }}>
        <Form.Item name="keyword" rules={[{ required: true, whitespace: true, message: POOL_RULES.searchNeedsKey }]}>
          <Input.Search
            onSearch={() => form.submit()}
            enterButton="搜索"
            placeholder="请输入公司名称或社会信用代码"
            aria-label="公司名称或社会信用代码"
            allowClear
          />
        </Form.Item>
      </Form>
      <Table<CompanySuggestion>
        rowKey="creditCode"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        footer={
          data.length >= COMPANY_SEARCH_LIMIT
            ? () => `仅显示前 ${COMPANY_SEARCH_LIMIT} 家，请输入更完整的名称或统一社会信用代码`
            : undefined
        }
        locale={{ emptyText: keyword ? '暂无数据' : '请输入公司名称或社会信用代码后搜索' }}
        columns={[
          {
            title: '公司名称',
            dataIndex: 'companyName',
            render: (name: string, c) =>
              c.riskCompanyId !== null && c.isMatch ? (
                <Link to={companyDetailPath(name, c.creditCode)}>{name}</Link>
              ) : (
                <Tooltip title={c.riskCompanyId === null ? '该企业不在风险企业库中' : POOL_RULES.unmatchedDetail}>
                  {name}
                </Tooltip>
              ),
          },
          { title: '统一社会信用代码', dataIndex: 'creditCode', width: 200 },
          { title: '注册地', dataIndex: 'registrationPlace', width: 140 },
          {
            title: '风险企业库',
            key: 'inPool',
            width: 120,
            render: (_, c) => (c.riskCompanyId !== null ? <Tag color="orange">已纳入</Tag> : <Tag>未纳入</Tag>),
          },
          {
            title: '工商匹配',
            dataIndex: 'isMatch',
            width: 100,
            render: (v: boolean) => (v ? <Tag color="green">是</Tag> : <Tag>否</Tag>),
          },
        ]}
      />
    </Card>
  );
}
