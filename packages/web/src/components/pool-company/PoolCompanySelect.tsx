import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { POOL_RULES } from '@risk/shared/pool';
import { notify } from '../../lib/notify.ts';
import { usePoolCompanySearch } from './search-pool-companies.ts';

interface Props {
  value?: number;
  /** the chosen company's riskCompanyId, and its row where it came from a search */
  onChange?: (id: number | undefined, company?: PoolCompanyRow) => void;
  /** the name of the company already chosen (edit, or added from the pool row) */
  initialName?: string;
  /** only companies of these pool statuses are offered */
  status?: readonly number[];
  id?: string;
}

/** Chooses the company from the pool by name or credit code; the value is its riskCompanyId, so typed text alone never counts. */
export function PoolCompanySelect({ value, onChange, initialName, status, id }: Props) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const { data = [], isFetching } = usePoolCompanySearch(debounced, status);
  const options = data.map((c) => ({ value: c.id, label: c.companyName, title: c.creditCode }));
  if (value !== undefined && initialName && !options.some((o) => o.value === value))
    options.unshift({ value, label: initialName, title: '' });

  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(picked) =>
        onChange?.(
          picked,
          data.find((c) => c.id === picked),
        )
      }
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={isFetching}
      placeholder="请输入公司名称或社会信用代码搜索风险企业库"
      notFoundContent={debounced ? '暂无数据' : '请输入公司名称或社会信用代码'}
      options={options}
      optionRender={(o) => (
        <div>
          <div>{o.label}</div>
          {o.data.title && <div style={{ fontSize: 12, color: '#999' }}>{o.data.title}</div>}
        </div>
      )}
    />
  );
}

/** The chosen company's id; without one the spec's warning (2.5 s) shows and the save stops (doc 1 §5). */
export function chosenCompany(id: number | undefined): number {
  if (id) return id;
  notify.warning(POOL_RULES.chooseFromDatabase, 2.5);
  throw new Error(POOL_RULES.chooseFromDatabase);
}
