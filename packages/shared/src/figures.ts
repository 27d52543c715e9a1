/**
 * The figure catalogue: every count, rate and duration the screens show, with its one label, unit,
 * definition and how a role's scope narrows it. A screen names a figure by its key and shows its
 * label; the server computes it in the read model that owns it; the agreement test
 * (`test/read-models/figures`) asks every call that shows a figure and requires one number per role.
 *
 * 本年, 本月, 本周 are the calendar year, month and week (Monday first) in Beijing time, everywhere.
 * A figure without a period counts everything up to now. Two definitions never share a label.
 */
export type FigureUnit = '家' | '条' | '单' | '份' | '人' | '次' | '%' | '天' | '个工作日';

export interface Figure {
  label: string;
  unit: FigureUnit;
  /** which rows, which statuses, which period */
  definition: string;
  /** how the scope of each role narrows it */
  scope: { ops: string; city: string; district: string };
}

const WHOLE_CITY = '全市，含尚未分区县的（在各区表格中列为“未分区县”）';
const OWN_DISTRICT = '本区：派发区县为本区的';

const figure = (label: string, unit: FigureUnit, definition: string, scope: Partial<Figure['scope']> = {}): Figure => ({
  label,
  unit,
  definition,
  scope: { ops: WHOLE_CITY, city: WHOLE_CITY, district: OWN_DISTRICT, ...scope },
});

export const FIGURES = {
  monitoredCompanies: figure('监测企业', '家', '风险企业库中的全部企业，任何状态（未推送的也计入）'),
  notPushedCompanies: figure('未推送企业', '家', '风险企业库中尚未推送至市级的企业（核实统计的“未推送”）', {
    district: '区县不显示',
  }),
  pushedCompanies: figure(
    '推送企业',
    '家',
    '已推送至市级的企业：每家一张核实工单，撤回推送即不再计入；市级和区县的风险企业库列表按此计数',
  ),
  dispatchedOrders: figure('派发区县', '单', '已派发到区县的核实工单（待接单及以后，退回市级的不计）'),
  riskInfo: figure('风险信息', '条', '风险企业库企业的全部风险信息', {
    district: '本区：企业派发区县为本区的风险信息',
  }),
  riskInfoYear: figure('本年风险信息', '条', '纳入时间在本年的风险信息'),
  riskInfoMonth: figure('本月风险信息', '条', '纳入时间在本月的风险信息'),
  riskInfoWeek: figure('本周风险信息', '条', '纳入时间在本周的风险信息'),
  warningCompanies: figure('预警企业', '家', '核实工单当前预警等级为一级、二级或三级的企业'),
  warningYear: figure('本年预警企业', '家', '本年定级为三级及以上的企业（以定级日计）'),
  warningMonth: figure('本月预警企业', '家', '本月定级为三级及以上的企业（以定级日计）'),
  warningWeek: figure('本周预警企业', '家', '本周定级为三级及以上的企业（以定级日计）'),
  disposing: figure('处置中', '家', '联动处置工单待处置或处置中的企业'),
  archived: figure(
    '已存档',
    '家',
    '已存档的企业（企业库待评价或已评价，核实工单已存档），无论是否经过联动处置：定级三级以下的直接存档；风险报表以存档日计',
  ),
  evaluated: figure('已评价', '家', '存档后已评价的企业（企业库已评价）；风险报表以评价日计'),
  disposalArchived: figure(
    '处置后已存档',
    '家',
    '经过联动处置且已存档的企业（处置工单的企业为待评价或已评价），处置报表以处置工单创建日计；不含未经处置直接存档的',
  ),
  disposalEvaluated: figure(
    '处置后已评价',
    '家',
    '经过联动处置且已评价的企业（处置工单的企业为已评价），处置报表以处置工单创建日计',
  ),
  focusCompanies: figure('重点关注', '家', '按查看者层级的关注标记：运维看运维关注，市级看市级关注', {
    district: '区县不显示',
  }),
  layoffReports: figure(
    '裁员报告',
    '份',
    '裁员名单上的核实工单（已派发且核实表填报发生裁员），每单一份，以核实提交日计（未提交的以派单日计）',
  ),
  layoffPeopleYear: figure('本年裁员人数', '人', '联动处置“裁员和维稳”记录的裁员人数，记录日期在本年'),
  layoffPeopleMonth: figure('本月裁员人数', '人', '联动处置“裁员和维稳”记录的裁员人数，记录日期在本月'),
  layoffPeopleWeek: figure('本周裁员人数', '人', '联动处置“裁员和维稳”记录的裁员人数，记录日期在本周'),
  layoffPeopleLast365Days: figure(
    '近一年累计裁员',
    '人',
    '联动处置“裁员和维稳”记录的裁员人数，记录日期在截至今天的 365 天内（不随看板的年份）',
  ),
  disposalLayoffPeople: figure(
    '处置裁员人数',
    '人',
    '联动处置“裁员和维稳”记录的裁员人数，以记录日期计（月度监测表三：该月的；与本年/本月/本周裁员人数同一来源）',
  ),
  verifiedLayoffPeople: figure(
    '核实裁员人数',
    '人',
    '裁员企业数所计的工单（已派发且核实表填报发生裁员）各自核实表填报的裁员人数之和，以推送日计；“近12个月核实裁员人数”为截至所选期末的12个月',
  ),
  verifyRate: figure('核实率', '%', '已反馈的工单 ÷ 派发区县的工单；分母为 0 时显示“—”'),
  disposalRate: figure('处置率', '%', '已处置的预警企业 ÷ 预警企业；分母为 0 时显示“—”'),
  averageFeedbackDays: figure('平均反馈用时', '个工作日', '已反馈工单从派单到提交核实的工作日数的平均'),
  averageFinishDays: figure('平均办结用时', '天', '已办结的联动处置从定级到办结的自然日数的平均', {
    district: '本区的；区县看到的是本区平均，标为“本区平均办结用时”',
  }),
  overdueOrders: figure(
    '已超期',
    '单',
    '当前环节（接单、提交核实、联动处置）已过办理时限的工单，以当下计；延期获批的以新时限计。工作计划表按所选年份派单的工单计',
  ),
  urges: figure('催办次数', '次', '市级对工单的催办次数（每次催办计一次）。工作计划表按所选年份派单的工单计'),
  weeklyImportedWarnings: figure(
    '周报预警企业',
    '家',
    '导入的每周监测数据集中最近一周的预警企业数（外部数据，非平台核实结果）',
  ),
} as const satisfies Record<string, Figure>;

/** The bucket of a distribution whose rows name no class (a company without registry industry): shown last. */
export const UNCLASSIFIED = '未分类';

export type FigureKey = keyof typeof FIGURES;

/** The label a screen shows for a figure. */
export const labelOf = (key: FigureKey): string => FIGURES[key].label;
