import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useRegistrySearch } from '../api/search-registry.ts';
import { type CompanySuggestion } from '@risk/shared/api/registry';

interface Props {
  /** the text in the box (a Form.Item value) */
  value?: string;
  onChange?: (text: string) => void;
  /** the chosen registry company; undefined again as soon as the text is edited */
  onPick: (company: CompanySuggestion | undefined) => void;
}

/**
 * The company box of the pool's add form: searches the registry by name or credit code and only a
 * chosen suggestion counts (it carries the credit code). Companies already in the pool are shown
 * but cannot be chosen again.
 */
export function RegistryCompanyPicker({ value, onChange, onPick }: Props) {
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced((value ?? '').trim()), 300);
    return () => clearTimeout(t);
  }, [value]);
  const { data = [], isFetching } = useRegistrySearch(debounced);

  const options = data.map((c) => ({
    value: c.creditCode,
    disabled: c.riskCompanyId !== null,
    company: c,
    label: (
      <div>
        <div>
          {c.companyName}
          {c.riskCompanyId !== null && <span style={{ color: '#999' }}>（已在风险企业库中）</span>}
        </div>
        <div style={{ fontSize: 12, color: '#999' }}>
          {c.creditCode}
          {c.registrationPlace ? ` · ${c.registrationPlace}` : ''}
        </div>
      </div>
    ),
  }));

  return (
    <AutoComplete
      value={value}
      options={options}
      onChange={(text: string) => {
        // choosing an option first reports its value (the credit code); onSelect then puts the name in
        if (options.some((o) => o.value === text)) return;
        onChange?.(text);
        onPick(undefined);
      }}
      onSelect={(_code: string, option: (typeof options)[number]) => {
        onChange?.(option.company.companyName);
        onPick(option.company);
      }}
      notFoundContent={debounced && !isFetching ? '工商库中没有找到该企业' : undefined}
    >
      <Input placeholder="请输入公司名称或社会信用代码搜索工商库" allowClear />
    </AutoComplete>
  );
}
