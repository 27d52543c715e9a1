import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { usePoolCompanySearch } from '../api/search-pool-companies.ts';

interface Props {
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** the name of the company already chosen (edit, or added from the pool row) */
  initialName?: string;
}

/** Chooses the company from the pool by name; the value is its riskCompanyId, so typed text alone never counts. */
export function PoolCompanySelect({ value, onChange, initialName }: Props) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const { data = [], isFetching } = usePoolCompanySearch(debounced);
  const options = data.map((c) => ({ value: c.id, label: c.companyName, title: c.creditCode }));
  if (value !== undefined && initialName && !options.some((o) => o.value === value))
    options.unshift({ value, label: initialName, title: '' });

  return (
    <Select<number>
      value={value}
      onChange={(id) => onChange?.(id)}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={isFetching}
      placeholder="请输入公司名称搜索风险企业库"
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
