/** The 17 district entries of the `global_regoin` dictionary, in the bureau's order. */
export interface District {
  /** Dictionary value and label: the district's official name. */
  name: string;
  /** Login name of the district's demo account. */
  pinyin: string;
  /** The development zone has no polygon of its own on the map; it is drawn as a point. */
  onMapAsPoint?: boolean;
}

export const DISTRICTS: readonly District[] = [
  { name: '东城区', pinyin: 'dongcheng' },
  { name: '西城区', pinyin: 'xicheng' },
  { name: '朝阳区', pinyin: 'chaoyang' },
  { name: '海淀区', pinyin: 'haidian' },
  { name: '丰台区', pinyin: 'fengtai' },
  { name: '石景山区', pinyin: 'shijingshan' },
  { name: '门头沟区', pinyin: 'mentougou' },
  { name: '房山区', pinyin: 'fangshan' },
  { name: '通州区', pinyin: 'tongzhou' },
  { name: '顺义区', pinyin: 'shunyi' },
  { name: '昌平区', pinyin: 'changping' },
  { name: '大兴区', pinyin: 'daxing' },
  { name: '怀柔区', pinyin: 'huairou' },
  { name: '平谷区', pinyin: 'pinggu' },
  { name: '密云区', pinyin: 'miyun' },
  { name: '延庆区', pinyin: 'yanqing' },
  { name: '经济技术开发区', pinyin: 'kaifaqu', onMapAsPoint: true },
];

export const DISTRICT_NAMES: readonly string[] = DISTRICTS.map((d) => d.name);

export function isDistrict(name: string): boolean {
  return DISTRICT_NAMES.includes(name);
}

/**
 * The row of a city table that counts what has no district yet (a company ops has not placed, an
 * order not dispatched): the city's 全市 counts it, so its districts add up to 全市 only with it.
 */
export const UNPLACED_LABEL = '未分区县';
