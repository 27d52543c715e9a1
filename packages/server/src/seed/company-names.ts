import { creditCodeCheckChar } from '@risk/shared/company';
import type { Random } from './random.ts';

/** Short district names as they appear inside company names (北京某某（朝阳）科技有限公司). */
export const DISTRICT_SHORT: Record<string, string> = {
  东城区: '东城',
  西城区: '西城',
  朝阳区: '朝阳',
  海淀区: '海淀',
  丰台区: '丰台',
  石景山区: '石景山',
  门头沟区: '门头沟',
  房山区: '房山',
  通州区: '通州',
  顺义区: '顺义',
  昌平区: '昌平',
  大兴区: '大兴',
  怀柔区: '怀柔',
  平谷区: '平谷',
  密云区: '密云',
  延庆区: '延庆',
  经济技术开发区: '亦庄',
};

/** Administrative division codes of the districts (the 3rd–8th characters of a Beijing credit code). */
const AREA_CODE: Record<string, string> = {
  东城区: '110101',
  西城区: '110102',
  朝阳区: '110105',
  海淀区: '110108',
  丰台区: '110106',
  石景山区: '110107',
  门头沟区: '110109',
  房山区: '110111',
  通州区: '110112',
  顺义区: '110113',
  昌平区: '110114',
  大兴区: '110115',
  怀柔区: '110116',
  平谷区: '110117',
  密云区: '110118',
  延庆区: '110119',
  经济技术开发区: '110115',
};

const SYLLABLES = [
  ...'华中鑫源泰瑞达宏盛兴隆恒信诚安康博远航明辉金银星晨天宇海润佳和益丰永新德正卓越弘毅思创智联云启蓝图凯旋嘉禾祥瑞昊天锦程万通优品尚美',
];
export const INDUSTRIES = [
  '科技',
  '信息技术',
  '商贸',
  '建筑工程',
  '餐饮管理',
  '物流',
  '物业管理',
  '文化传媒',
  '医药',
  '教育咨询',
  '机械制造',
  '电子',
  '房地产开发',
  '汽车销售',
  '食品',
  '服装',
  '环保科技',
  '酒店管理',
  '人力资源',
  '家政服务',
];

/** A company name that reads like a Beijing registration: 北京 + brand + industry + 有限公司, some with the district in brackets. */
export function companyName(rnd: Random, district: string): { name: string; industry: string } {
  const brand = rnd.pick(SYLLABLES) + rnd.pick(SYLLABLES) + (rnd.chance(0.35) ? rnd.pick(SYLLABLES) : '');
  const industry = rnd.pick(INDUSTRIES);
  const short = DISTRICT_SHORT[district];
  const form = rnd.next();
  if (form < 0.2) return { name: `北京${brand}（${short}）${industry}有限公司`, industry };
  if (form < 0.3) return { name: `北京${brand}${industry}股份有限公司`, industry };
  if (form < 0.45) return { name: `北京${short}${brand}${industry}有限公司`, industry };
  return { name: `北京${brand}${industry}有限公司`, industry };
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const SPACE = 31 ** 7;
/** A multiplier coprime to 31^7 scatters consecutive numbers over the code space. */
const SCATTER = 1_000_003;

/** A valid, unique unified social credit code for the n-th generated company (GB 32100-2015 check character). */
export function creditCode(n: number, district: string): string {
  let x = (n * SCATTER + 12_345) % SPACE;
  let org = '';
  for (let i = 0; i < 7; i++) {
    org = CODE_CHARS[x % 31] + org;
    x = Math.floor(x / 31);
  }
  const first17 = `91${AREA_CODE[district]}MA${org}`;
  return first17 + creditCodeCheckChar(first17);
}

const SURNAMES = [
  ...'王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎',
];
const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰涛明超秀兰霞平刚桂英华玉萍红娟建国志文斌宇浩然欣怡子轩梓涵'];

export function personName(rnd: Random): string {
  return rnd.pick(SURNAMES) + rnd.pick(GIVEN) + (rnd.chance(0.6) ? rnd.pick(GIVEN) : '');
}

export function mobile(rnd: Random): string {
  return `1${rnd.pick(['3', '5', '7', '8', '9'])}${String(rnd.int(0, 999_999_999)).padStart(9, '0')}`;
}
