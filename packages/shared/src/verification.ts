/** Verification order status; the order machine (`order-machine.ts`) says which step moves an order where. */
export const ORDER_STATUS = {
  DISPATCHED: 0,
  TAKEN: 1,
  REVOKED: 2,
  REFUSED: 3,
  VERIFYING: 4,
  TO_AUDIT: 5,
  TO_RATE: 6,
  DISPOSING: 7,
  DONE: 8,
  ARCHIVED: 9,
  NEW: 10,
  NOT_DISPATCHED: 11,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  0: '已派单',
  1: '已接单',
  2: '已撤回',
  3: '已退单',
  4: '核实中',
  5: '待审核',
  6: '待定级',
  7: '联动处置',
  8: '已办结',
  9: '已存档',
  10: '新建',
  11: '暂不派单',
};

/** Statuses in which the district has not taken the order yet: the pool may still withdraw the push. */
export const ORDER_NOT_TAKEN: readonly OrderStatus[] = [
  ORDER_STATUS.NEW,
  ORDER_STATUS.NOT_DISPATCHED,
  ORDER_STATUS.DISPATCHED,
  ORDER_STATUS.REVOKED,
  ORDER_STATUS.REFUSED,
];

/** Warning levels; 一级 is the most severe. */
export const WARNING_LEVELS = ['一级', '二级', '三级', '三级以下'] as const;
export const UNRATED = '未定级';
export type WarningLevel = (typeof WARNING_LEVELS)[number] | typeof UNRATED;
