import type { DisposalRecordType } from '@risk/shared/disposal';

export interface RecordField {
  key: string;
  title: string;
  kind: 'date' | 'text' | 'longText' | 'number';
  width?: number;
}

/** The columns of each disposal tab, in the order of DISPOSAL_RECORD_TYPES' schemas. */
export const RECORD_FIELDS: Record<DisposalRecordType, RecordField[]> = {
  talk: [
    { key: 'appointmentTime', title: '约谈时间', kind: 'date', width: 150 },
    { key: 'localDepartment', title: '属地部门', kind: 'text', width: 150 },
    { key: 'cityDepartment', title: '市级部门', kind: 'text', width: 150 },
    { key: 'departmentHead', title: '部门负责人', kind: 'text', width: 120 },
    { key: 'phone', title: '联系电话', kind: 'text', width: 140 },
    { key: 'opinion', title: '约谈意见', kind: 'longText' },
  ],
  downsizing: [
    { key: 'layoffsTime', title: '裁员时间', kind: 'date', width: 150 },
    { key: 'layoffsPerson', title: '裁员人数', kind: 'number', width: 110 },
    { key: 'allDepartment', title: '涉及部门', kind: 'text', width: 200 },
    { key: 'opinion', title: '维稳情况', kind: 'longText' },
  ],
  server: [
    { key: 'serviceTime', title: '服务时间', kind: 'date', width: 150 },
    { key: 'policies', title: '政策服务', kind: 'longText' },
    { key: 'employmentServices', title: '就业服务', kind: 'longText' },
    { key: 'times', title: '服务次数', kind: 'number', width: 110 },
  ],
};

export const EMPTY_FIELDS_MESSAGE = '表单存在空值';
export const SAVE_FIRST_MESSAGE = '请先保存再添加信息';

/** The permission that lets a district edit a tab. */
export const RECORD_PERMISSION: Record<DisposalRecordType, string> = {
  talk: 'riskDisposalCounty:talk',
  downsizing: 'riskDisposalCounty:downsizing',
  server: 'riskDisposalCounty:server',
};

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** 表单存在空值 when any field of the tab is blank (spec: checked before the schema, before any call). */
export const hasEmptyField = (type: DisposalRecordType, values: Record<string, unknown>) =>
  RECORD_FIELDS[type].some((f) => isEmpty(values[f.key]));
