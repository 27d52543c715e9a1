import type { ReactNode } from 'react';
import { Card, Descriptions, Empty, Table, Tabs, Tag, type DescriptionsProps } from 'antd';
import { formatDay } from '../../../components/list-kit/format.ts';
import type { CompanyDetail, ListedBoardPanels, YesNoCode } from '@risk/shared/api/registry';
import { SOCIAL_MONTHS } from '@risk/shared/social-months';
import type { RegistryRecordRow as RegistryRecord } from '@risk/shared/api/registry';

const NO_DATA = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
const yesNo = (v: YesNoCode) => (v === '1' ? <Tag color="red">是</Tag> : <Tag>否</Tag>);
const text = (v: ReactNode) => (v === null || v === undefined || v === '' ? '-' : v);
const withUnit = (v: string | number | null, unit: string) =>
  v === null || v === undefined || v === '' ? '-' : `${v} ${unit}`;

/** A block of the detail; one without any value shows 暂无数据. */
function Block({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      {empty ? NO_DATA : children}
    </Card>
  );
}

const allEmpty = (o: object) => Object.values(o).every((v) => v === null || v === undefined || v === '');

function Facts({ items, column = 3 }: { items: DescriptionsProps['items']; column?: number }) {
  return <Descriptions bordered size="small" column={column} items={items} styles={{ label: { width: 140 } }} />;
}

export function BusinessBlock({ business }: { business: CompanyDetail['business'] }) {
  const years = Object.entries(business.yearSocial ?? {}).sort(([a], [b]) => b.localeCompare(a));
  return (
    <Block title="工商信息" empty={false}>
      <Facts
        items={[
          { label: '公司名称', children: business.companyName },
          { label: '统一社会信用代码', children: business.creditCode },
          { label: '从业人数', children: withUnit(business.employees, '人') },
          { label: '营业收入', children: withUnit(business.incomeScale, '万元') },
          { label: '利润', children: withUnit(business.profitScale, '万元') },
          { label: '年度参保人数', children: years.length ? years.map(([y, n]) => `${y}年：${n}人`).join('；') : '-' },
        ]}
      />
    </Block>
  );
}

export function RiskWarningBlock({ warning }: { warning: CompanyDetail['riskWarning'] }) {
  return (
    <Block title="风险预警" empty={false}>
      <Facts
        items={[
          { label: '风险信息数', children: `${warning.riskInfoNum} 条` },
          { label: '是否派单', children: yesNo(warning.isDispatch) },
          { label: '预警等级', children: text(warning.warnLevel) },
          { label: '是否裁员', children: yesNo(warning.isLayoffs) },
          { label: '裁员人数', children: withUnit(warning.layoffsNum, '人') },
          { label: '是否联动处置', children: yesNo(warning.isDispose) },
          { label: '是否欠薪', children: yesNo(warning.isMoney) },
          { label: '是否社保减员', children: yesNo(warning.isSocial) },
          { label: '裁员报告', children: text(warning.layoffsReport) },
        ]}
      />
    </Block>
  );
}

export function SocialBlock({ social }: { social: CompanyDetail['socialSecurity'] }) {
  return (
    <Block title="社保信息" empty={allEmpty(social)}>
      <Facts
        column={4}
        items={[
          { label: '当前参保人数', children: withUnit(social.currentSocial, '人'), span: 4 },
          ...SOCIAL_MONTHS.map((m) => ({ label: `近${m.months}个月减员`, children: withUnit(social[m.detail], '人') })),
        ]}
      />
    </Block>
  );
}

export function RelationBlock({ relation }: { relation: CompanyDetail['relationRisk'] }) {
  return (
    <Block title="关联风险" empty={allEmpty(relation)}>
      <Facts
        items={[
          { label: '劳动投诉', children: `${relation.complaints} 件` },
          { label: '劳动仲裁', children: `${relation.adjustNum} 件` },
          { label: '司法案件', children: `${relation.casesComplaints} 件` },
          { label: '是否注销吊销', children: yesNo(relation.isLogout) },
          { label: '股权冻结/出质', children: `${relation.equityTotal} 次` },
          { label: '近30日舆情', children: `${relation.daySearchIndex} 条` },
        ]}
      />
    </Block>
  );
}

export function DisposalBlock({ disposal }: { disposal: CompanyDetail['disposal'] }) {
  return (
    <Block title="处置情况" empty={disposal.length === 0}>
      <Table
        size="small"
        // records have no id on the wire and two may share a day; the server's order is stable
        rowKey={(r) => disposal.indexOf(r)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={disposal}
        columns={[
          { title: '约谈时间', dataIndex: 'appointmentTime', render: formatDay },
          { title: '区级部门', dataIndex: 'localDepartment' },
          { title: '市级部门', dataIndex: 'cityDepartment' },
          { title: '负责人', dataIndex: 'departmentHead' },
          { title: '联系电话', dataIndex: 'phone' },
          { title: '处置意见', dataIndex: 'opinion' },
          { title: '裁员时间', dataIndex: 'layoffsTime', render: formatDay },
          { title: '裁员人数', dataIndex: 'layoffsPerson' },
          { title: '参与部门', dataIndex: 'allDepartment' },
        ]}
      />
    </Block>
  );
}

function HintList({ items }: { items: string[] }) {
  return items.length ? (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  ) : (
    NO_DATA
  );
}

export function HelpBlock({ help }: { help: CompanyDetail['help'] }) {
  return (
    <Block title="帮扶" empty={help.law.length === 0 && help.employment.length === 0}>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 140 } }}
        items={[
          { label: '法律依据', children: <HintList items={help.law} /> },
          { label: '就业服务', children: <HintList items={help.employment} /> },
        ]}
      />
    </Block>
  );
}

export function BasicBlock({ basic }: { basic: CompanyDetail['basic'] }) {
  // name and credit code identify the company (shown above); the block is about the rest
  const { creditCode: _code, companyName: _name, legalPersonPhone: _phone, ...facts } = basic;
  return (
    <Block title="基本信息" empty={allEmpty(facts)}>
      <Facts
        items={[
          { label: '注册地', children: text(basic.registrationPlace) },
          { label: '法定代表人', children: text(basic.legalPerson) },
          { label: '企业类型', children: text(basic.enterpriseType) },
          { label: '经营状态', children: text(basic.operatingStatus) },
          { label: '注册资本', children: text(basic.registeredCapital) },
          { label: '成立日期', children: text(basic.establishDate && formatDay(basic.establishDate)) },
          { label: '所属行业', children: text(basic.industry) },
          { label: '住所', children: text(basic.address), span: 2 },
          { label: '经营范围', children: text(basic.businessScope), span: 3 },
        ]}
      />
    </Block>
  );
}

/** A listed-company record: its date and title, then the fields the registry gives, as they come. */
function RecordTable({ rows }: { rows: RegistryRecord[] }) {
  if (rows.length === 0) return NO_DATA;
  return (
    <Table<RegistryRecord>
      size="small"
      rowKey="id"
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      dataSource={rows}
      columns={[
        { title: '日期', dataIndex: 'recordDate', width: 120, render: formatDay },
        { title: '事项', dataIndex: 'title', width: 260 },
        {
          title: '内容',
          key: 'data',
          render: (_, r) =>
            Object.entries(r)
              .filter(([k]) => !['id', 'recordDate', 'title'].includes(k))
              .map(([, v]) => String(v ?? ''))
              .filter(Boolean)
              .join('；'),
        },
      ]}
    />
  );
}

const LISTED_SECTION_LABEL: Record<keyof ListedBoardPanels, string> = {
  company: '公司',
  individual: '个人',
  shareholder: '大股东',
  post: '任职',
};
const BOARDS = [
  ['main', '主板'],
  ['neeq', '新三板'],
  ['hk', '港股'],
] as const;
const sizeOf = (p: ListedBoardPanels) => Object.values(p).reduce((n, rows) => n + rows.length, 0);

/** 上市信息: by board (主板, 新三板, 港股) its company, individual, major-shareholder and post panels; then 基金. */
export function StockBlock({ stock }: { stock: CompanyDetail['stock'] }) {
  return (
    <Block title="上市信息" empty={false}>
      <Tabs
        items={[
          ...BOARDS.map(([key, label]) => ({
            key,
            label: `${label}（${sizeOf(stock[key])}）`,
            children: (
              <Tabs
                size="small"
                items={(Object.keys(LISTED_SECTION_LABEL) as (keyof ListedBoardPanels)[]).map((section) => ({
                  key: section,
                  label: `${LISTED_SECTION_LABEL[section]}（${stock[key][section].length}）`,
                  children: <RecordTable rows={stock[key][section]} />,
                }))}
              />
            ),
          })),
          { key: 'fund', label: `基金（${stock.fund.length}）`, children: <RecordTable rows={stock.fund} /> },
        ]}
      />
    </Block>
  );
}
