import { Select, type SelectProps } from 'antd';
import { useDict } from './use-dict.ts';

type Props = Omit<SelectProps, 'options' | 'loading'> & { dict: string };

/** A select over a dictionary's items (label shown, value submitted); `mode="multiple"` works as in antd. */
export function DictSelect({ dict, placeholder = '请选择', allowClear = true, ...rest }: Props) {
  const { items, loading } = useDict(dict);
  return (
    <Select
      {...rest}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      options={items.map((i) => ({ label: i.label, value: i.value }))}
    />
  );
}
