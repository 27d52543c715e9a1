import { Link } from 'react-router';
import { Tag, type TableColumnsType } from 'antd';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import type { OrderRow } from '@risk/shared/api/verification';

/** Links the page gives the lists: the company detail and the risk-information list of a row. */
export interface OrderLinks {
  detailPath: (row: OrderRow) => string;
  riskInfoPath?: (row: OrderRow) => string;
}

/** The columns every city order list starts with: company, registration place, district, risk point. */
export function companyColumns({ detailPath }: OrderLinks): TableColumnsType<OrderRow> {
  return [
    {
      title: '公司名称',
      dataIndex: 'companyName',
      fixed: 'left',
      width: 220,
      render: (name: string, row) => <Link to={detailPath(row)}>{name}</Link>,
    },
    { title: '注册地', dataIndex: 'registrationPlace', width: 90 },
    { title: '派单区县', dataIndex: 'region', width: 90 },
    {
      title: '风险点',
      dataIndex: 'riskPoint',
      width: 150,
      render: (v: string | null) => <DictTag dict="risk_dot" value={v} color="orange" />,
    },
  ];
}

export const statusColumn: TableColumnsType<OrderRow>[number] = {
  title: '状态',
  dataIndex: 'status',
  width: 90,
  render: (v: number) => <Tag color="blue">{ORDER_STATUS_LABEL[v as OrderStatus]}</Tag>,
};

export const timeColumn = (
  title: string,
  dataIndex: keyof OrderRow & string,
  extra: object = {},
): TableColumnsType<OrderRow>[number] => ({ title, dataIndex, width: 170, render: formatDateTime, ...extra });
