import { Select, type SelectProps } from 'antd';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useSessionUser } from '../../../lib/session.ts';

/** 区县 over `global_regoin`; a user tied to a district is offered only their own. */
export function ReportRegionSelect(props: Omit<SelectProps, 'options'>) {
  const region = useSessionUser()?.region;
  if (region)
    return <Select {...props} placeholder="请选择区县" allowClear options={[{ label: region, value: region }]} />;
  return <DictSelect {...props} dict="global_regoin" placeholder="请选择区县" />;
}
