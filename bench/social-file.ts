import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '../packages/shared/src/company.ts';
import { DISTRICT_NAMES } from '../packages/shared/src/districts.ts';
import { SOCIAL_IMPORT_HEADERS } from '../packages/shared/src/schemas/monitor-config.ts';

/**
 * A 社保数据 import file as the agency would send it: `companies` companies, each with `months`
 * consecutive months ending 2026-10 (one row per company and month, so no in-file repeats), in the
 * template's 22 columns, written as a stream with shared strings as Excel saves it.
 * Credit codes carry their check character; names, people and phones vary as a city's do.
 */
export async function writeSocialFile(file: string, rows: number, months = 1): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = book.addWorksheet('社保数据导入');
  sheet.addRow(Object.values(SOCIAL_IMPORT_HEADERS)).commit();
  const monthNames = Array.from({ length: months }, (_, i) => monthBefore('2026-10', months - 1 - i));
  for (let i = 0; i < rows; i++) {
    const company = Math.floor(i / months);
    const month = monthNames[i % months];
    const district = company % DISTRICT_NAMES.length;
    const now = 3 + ((company * 7919) % 997);
    const reductions = Array.from({ length: 12 }, (_, m) =>
      Math.min(now, Math.floor((((company >> m) % 7) * (m + 1)) / 3)),
    );
    sheet
      .addRow([
        creditCode(company, district),
        companyName(company, district),
        DISTRICT_NAMES[district],
        person(company),
        phone(company, 1),
        person(company + 17),
        phone(company, 2),
        person(company + 31),
        phone(company, 3),
        month,
        now,
        ...reductions,
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The districts' area codes (110101 东城 … 110119 延庆; 110115 for the development zone, which lies in 大兴). */
const AREA = [
  '110101',
  '110102',
  '110105',
  '110108',
  '110106',
  '110107',
  '110109',
  '110111',
  '110112',
  '110113',
  '110114',
  '110115',
  '110116',
  '110117',
  '110118',
  '110119',
  '110115',
];

/** 91 (an enterprise registered with market regulation), the district's area code, a 9-character organisation code, the check character. */
function creditCode(company: number, district: number): string {
  let org = '';
  for (let n = company * 7 + 12_345, k = 0; k < 8; k++, n = Math.floor(n / 31)) org = CODE_CHARS[n % 31] + org;
  const first17 = `91${AREA[district]}M${org}`;
  return first17 + creditCodeCheckChar(first17);
}

const PLACE = '京华金泰鑫达恒通瑞祥和信德兴盛安宏博远泽嘉诚智创海天中科联合新元正凯捷永利丰润启航汇鼎'.split('');
const TRADE = [
  '科技',
  '信息技术',
  '商贸',
  '建筑工程',
  '餐饮管理',
  '物业管理',
  '文化传媒',
  '医药',
  '物流',
  '教育咨询',
  '电子',
  '环保',
  '房地产经纪',
  '人力资源',
  '机械设备',
  '食品',
  '服装',
  '广告',
  '软件',
  '网络科技',
];
const FORM = ['有限公司', '有限责任公司', '股份有限公司'];
const SHORT = [
  '东城',
  '西城',
  '朝阳',
  '海淀',
  '丰台',
  '石景山',
  '门头沟',
  '房山',
  '通州',
  '顺义',
  '昌平',
  '大兴',
  '怀柔',
  '平谷',
  '密云',
  '延庆',
  '亦庄',
];

/** 北京 + a brand of two or three characters + the trade + the form: unique per company up to some millions. */
function companyName(company: number, district: number): string {
  const p = PLACE.length;
  const brand =
    PLACE[company % p] +
    PLACE[Math.floor(company / p) % p] +
    (company >= p * p ? PLACE[Math.floor(company / (p * p)) % p] : '');
  const rest = Math.floor(company / (p * p * p));
  return `北京${brand}${SHORT[district]}${TRADE[(company + rest) % TRADE.length]}${rest > 0 ? rest : ''}${FORM[company % FORM.length]}`;
}

const SURNAME =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'.split('');
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍鹏辉玲建国红梅丹飞斌宇浩凯'.split('');
const person = (n: number) =>
  SURNAME[n % SURNAME.length] + GIVEN[(n * 13) % GIVEN.length] + (n % 3 === 0 ? '' : GIVEN[(n * 7) % GIVEN.length]);
const phone = (company: number, which: number) =>
  `1${[3, 5, 7, 8, 9][(company + which) % 5]}${String((company * 2_654_435_761 + which * 97_531) % 1_000_000_000).padStart(9, '0')}`;

function monthBefore(month: string, back: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = y * 12 + (m - 1) - back;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}
