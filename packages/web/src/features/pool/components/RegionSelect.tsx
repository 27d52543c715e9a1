import { Select, type SelectProps } from 'antd';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';

type Props = Omit<SelectProps, 'options'> & {
  /** the user's own district; when set it is the only choice */
  region: string | null;
};

/** A district select over `global_regoin`, narrowed to the user's district when they have one. */
export function RegionSelect({ region, placeholder = '请选择区县', ...rest }: Props) {
  if (region)
    return <Select {...rest} placeholder={placeholder} allowClear options={[{ label: region, value: region }]} />;
  return <DictSelect {...rest} dict="global_regoin" placeholder={placeholder} />;
}
