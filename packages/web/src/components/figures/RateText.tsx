import { Tooltip } from 'antd';
import { fraction, shownRate } from '@risk/shared/rates';

/**
 * A rate of part over whole with its counts, "45.90%（28/61）"; "—" with the reason on hover when there
 * is nothing to divide.
 */
export function RateText({ part, whole, counts = true }: { part: number; whole: number; counts?: boolean }) {
  const { text, reason } = shownRate(part, whole);
  const shown = counts ? `${text}（${fraction(part, whole)}）` : text;
  return reason ? (
    <Tooltip title={reason}>
      <span>{shown}</span>
    </Tooltip>
  ) : (
    <>{shown}</>
  );
}
