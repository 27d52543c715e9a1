/** A complete 核实表 as a district clerk submits it (二级, 30 of 200 laid off): the API tests' and the load test's. */
export const FORM = {
  isDownsizing: '1',
  workersNum: 200,
  downNum: 30,
  isLayoffplan: '1',
  compensateType: '0',
  compensate: 'N+1',
  isDownmoney: '0',
  isBackpay: '0',
  isLacksocial: '0',
  otherReason: null,
  level: '二级',
  contacts: '张三',
  contactsTel: '13800001111',
} as const;
