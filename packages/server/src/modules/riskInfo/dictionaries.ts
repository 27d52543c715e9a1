import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dict, dictDetail } from '../../db/schema/system.ts';

/** A coded dictionary as risk information needs it: the stored value, found by value or by the label a clerk types. */
export interface CodeBook {
  valueOf(text: string): string | undefined;
  labelOf(value: string): string | undefined;
}

export async function codeBook(db: DbOrTx, name: string): Promise<CodeBook> {
  const items = await db
    .select({ value: dictDetail.value, label: dictDetail.label })
    .from(dictDetail)
    .innerJoin(dict, eq(dict.id, dictDetail.dictId))
    .where(eq(dict.name, name));
  const byText = new Map<string, string>();
  for (const i of items) byText.set(i.label, i.value);
  for (const i of items) byText.set(i.value, i.value);
  const labels = new Map(items.map((i) => [i.value, i.label]));
  return { valueOf: (text) => byText.get(text.trim()), labelOf: (value) => labels.get(value) };
}

export const RISK_DICT_MSG = {
  riskPoint: '风险点不在字典“风险点”（risk_dot）中',
  category: '风险类别不在字典“风险类别”（risk_category）中',
} as const;
