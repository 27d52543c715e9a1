import type { RegistryRecordCallName } from '@risk/shared/api/registry';
import {
  LISTED_BOARDS,
  LISTED_SECTIONS,
  listedKind,
  type ListedBoard,
  type ListedSection,
  type RegistryKind,
} from './provider.ts';

const BOARD_LABEL: Record<ListedBoard, string> = { main: '主板', neeq: '新三板', hk: '港股' };
const SECTION_LABEL: Record<Exclude<ListedSection, 'company'>, string> = {
  individual: '个人信息',
  shareholder: '大股东信息',
  post: '任职信息',
};
/** The company section keeps its first labels (the import's 类别): 主板上市信息, 新三板挂牌信息, 港股上市信息. */
const COMPANY_LABEL: Record<ListedBoard, string> = { main: '主板上市信息', neeq: '新三板挂牌信息', hk: '港股上市信息' };

/** listed/{main|neeq|hk}/{company|individual|shareholder|post}: the listed-company calls by board and section. */
const LISTED_CALLS = Object.fromEntries(
  (Object.keys(LISTED_BOARDS) as ListedBoard[]).flatMap((board) =>
    (Object.keys(LISTED_SECTIONS) as ListedSection[]).map((section) => [
      `listed/${board}/${section}`,
      {
        kind: listedKind(board, section),
        summary: section === 'company' ? COMPANY_LABEL[board] : `${BOARD_LABEL[board]}${SECTION_LABEL[section]}`,
      },
    ]),
  ),
) as Record<`listed/${ListedBoard}/${ListedSection}`, { kind: RegistryKind; summary: string }>;

/**
 * The registry's many-row blocks by the spec's call names (company data service), with
 * the Chinese label a clerk reads: the routes' summary and the 类别 of the import's 工商记录 sheet.
 * Monthly social-security figures are not a registry block: they are the imported 社保数据 (socialSecurity module).
 */
export const RECORD_CALLS: Record<RegistryRecordCallName, { kind: RegistryKind; summary: string }> = {
  compShareholder: { kind: 'shareholder', summary: '股东信息' },
  judicial: { kind: 'judicialCase', summary: '司法案件' },
  compJudicialKtgg: { kind: 'courtNotice', summary: '开庭公告' },
  compJudicialExecute: { kind: 'execution', summary: '被执行信息' },
  compJudicialFygg: { kind: 'courtAnnouncement', summary: '法院公告' },
  compNews: { kind: 'news', summary: '企业新闻' },
  compAnnualSocial: { kind: 'annualSocial', summary: '年报社保信息' },
  annualReport: { kind: 'annualReport', summary: '企业年报' },
  compListedStkdisc: { kind: 'stockDisclosure', summary: '上市公司信息披露' },
  compListedStkfinance: { kind: 'stockFinance', summary: '上市公司财务数据' },
  ...LISTED_CALLS,
  compListedFund: { kind: 'listedFund', summary: '基金信息' },
};

/** 类别 label → record kind, for the import. */
export const RECORD_KIND_BY_LABEL: ReadonlyMap<string, RegistryKind> = new Map(
  Object.values(RECORD_CALLS).map(({ kind, summary }) => [summary, kind]),
);
