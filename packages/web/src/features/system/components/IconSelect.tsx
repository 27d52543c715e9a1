import { useEffect, useState } from 'react';
import { Select, Space } from 'antd';
import { MenuIcon } from '../../../components/layout/menu-icon.tsx';

let names: Promise<string[]> | undefined;
/** Outlined icon names of @ant-design/icons, the style the sidebar uses; loaded with the icon set. */
const loadNames = () =>
  (names ??= import('@ant-design/icons').then((m) =>
    Object.keys(m)
      .filter((k) => k.endsWith('Outlined'))
      .sort(),
  ));

/** A searchable picker over the icon names the sidebar can draw. */
export function IconSelect({ value, onChange }: { value?: string | null; onChange?: (name: string | null) => void }) {
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    void loadNames().then(setOptions);
  }, []);
  return (
    <Select
      value={value ?? undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? null)}
      allowClear
      placeholder="请选择图标"
      loading={options.length === 0}
      showSearch={{ optionFilterProp: 'value' }}
      options={options.map((n) => ({
        value: n,
        label: (
          <Space>
            <MenuIcon name={n} />
            {n}
          </Space>
        ),
      }))}
    />
  );
}
