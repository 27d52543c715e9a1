import { Select } from 'antd';
import { yearOptions } from '../model/years.ts';

/** The dashboards' year selector; 0 = 全部年份 (the call then leaves the year out). */
export function YearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  return <Select value={value} onChange={onChange} options={yearOptions()} style={{ width: 130 }} aria-label="年份" />;
}
