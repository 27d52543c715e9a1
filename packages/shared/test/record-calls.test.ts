import { describe, expect, it } from 'vitest';
import { endpointsIn } from '../src/api/endpoint.ts';
import {
  dailyReportCalls,
  districtReportCalls,
  newsCalls,
  policyCalls,
  riskDimensionCalls,
  riskIndexCalls,
  riskMonitorKeyCalls,
} from '../src/api/content.ts';
import { isPermissionCode } from '../src/permissions.ts';

const TABLES = {
  policy: policyCalls,
  news: newsCalls,
  riskDistrictReport: districtReportCalls,
  daily: dailyReportCalls,
  riskIndex: riskIndexCalls,
  riskDimension: riskDimensionCalls,
  riskMonitorKey: riskMonitorKeyCalls,
};

describe.each(Object.entries(TABLES))('the record calls of %s', (permission, calls) => {
  it('read for every signed-in user, write by <module>:add|edit|del, all on the table base', () => {
    expect([calls.list.shape.access, calls.detail.shape.access]).toEqual(['authenticated', 'authenticated']);
    expect([calls.add.shape.access, calls.edit.shape.access, calls.remove.shape.access]).toEqual([
      `${permission}:add`,
      `${permission}:edit`,
      `${permission}:del`,
    ]);
    expect([calls.add, calls.edit, calls.remove].map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${calls.list.path}`,
      `PUT ${calls.list.path}`,
      `DELETE ${calls.list.path}`,
    ]);
    expect(calls.detail.path).toBe(`${calls.list.path}/:id`);
  });

  it('every call names registered permission codes and one area', () => {
    const endpoints = endpointsIn(calls);
    for (const e of endpoints) {
      const { access } = e.shape;
      const codes = access === 'authenticated' || access === 'public' ? [] : [access].flat();
      for (const code of codes) expect(isPermissionCode(code), code).toBe(true);
    }
    expect(new Set(endpoints.map((e) => e.area)).size).toBe(1);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });
});
