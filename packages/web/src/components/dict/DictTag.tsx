import { Tag } from 'antd';
import { useDict } from './use-dict.ts';

/** A value shown with its dictionary label; several values (array or comma-separated) give several tags. */
export function DictTag({ dict, value, color }: { dict: string; value: unknown; color?: string }) {
  const { label } = useDict(dict);
  const values = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').filter(Boolean)
      : value == null
        ? []
        : [value];
  if (values.length === 0) return null;
  return (
    <>
      {values.map((v) => (
        <Tag key={String(v)} color={color}>
          {label(v)}
        </Tag>
      ))}
    </>
  );
}

/** A value as its dictionary label in plain text (printed sheets); several values are joined by 、. */
export function DictText({ dict, value, empty = '—' }: { dict: string; value: unknown; empty?: string }) {
  const { label } = useDict(dict);
  const values = typeof value === 'string' ? value.split(',').filter(Boolean) : value == null ? [] : [value];
  return <>{values.length ? values.map(label).join('、') : empty}</>;
}
