import { Children, cloneElement, isValidElement, useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { filtersToForm, formToFilters, type FilterFieldKinds, type Filters } from './list-state.ts';

/** What the form drives: the filters of a list (useResourceTable gives exactly this). */
export interface FilterTarget {
  filters: Filters;
  setFilters: (filters: Filters) => void;
  reset: () => void;
  /** what the list starts with and 重置 returns to (useResourceTable's defaultFilters) */
  defaultFilters?: Filters;
}

interface Props extends FilterFieldKinds {
  table: FilterTarget;
  /** the filter inputs, as <Form.Item name=…> */
  children: ReactNode;
}

/**
 * The search row above a list: inputs, then 搜索 and 重置. Values are trimmed, empties dropped and day
 * ranges sent as day start / day end; the form follows the URL (back button, linked lists).
 */
export function QueryForm({ table, children, dateRanges, arrays }: Props) {
  const [form] = Form.useForm();
  const kinds = { dateRanges, arrays };
  const filtersKey = keyOf(table.filters);
  // the filters this form itself last searched with: when they reach the URL, the form already shows them
  const searched = useRef<string | undefined>(undefined);

  useEffect(() => {
    // the URL is the source of truth, but a search of this form coming back through the URL must
    // not overwrite what the user typed since (a slow list once lost the text typed after 搜索)
    if (searched.current === filtersKey) {
      searched.current = undefined;
      return;
    }
    form.resetFields();
    form.setFieldsValue(filtersToForm(table.filters, kinds));
    // re-sync only when the filters themselves change (by value, not identity)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the filters' value on purpose
  }, [filtersKey]);

  // filters set outside the form (e.g. the department tree beside the user list) survive a search
  const search = () => {
    const values = form.getFieldsValue();
    const outside = Object.fromEntries(Object.entries(table.filters).filter(([key]) => !(key in values)));
    const next = { ...outside, ...formToFilters(values, kinds) };
    const key = keyOf(next);
    if (key !== filtersKey) searched.current = key;
    table.setFilters(next);
  };
  const reset = () => {
    searched.current = undefined;
    form.resetFields();
    table.reset();
  };

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={filtersToForm(table.defaultFilters ?? {}, kinds)}
      onFinish={search}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {withAccessibleNames(children)}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            搜索
          </Button>
          <Button onClick={reset} icon={<ReloadOutlined />}>
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

type Named = { label?: ReactNode; children?: ReactNode; placeholder?: unknown; 'aria-label'?: string };

/**
 * The search fields carry no visible label, only a placeholder. A text box's placeholder names it
 * for assistive technology, a select's does not (it is drawn beside the input): a field with a text
 * placeholder and no label gets that text as its `aria-label` (WCAG 4.1.2, docs/accessibility.md).
 */
function withAccessibleNames(children: ReactNode): ReactNode {
  return Children.map(children, (item) => {
    if (!isValidElement<Named>(item) || item.type !== Form.Item || item.props.label) return item;
    const field = item.props.children;
    if (!isValidElement<Named>(field) || typeof field.props.placeholder !== 'string' || field.props['aria-label'])
      return item;
    return cloneElement(item as ReactElement<Named>, {
      children: cloneElement(field, { 'aria-label': field.props.placeholder }),
    });
  });
}

/** The filters by value, whatever the order of their keys. */
const keyOf = (filters: Filters) => JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
