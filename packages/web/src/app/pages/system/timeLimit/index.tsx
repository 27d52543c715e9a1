import { TimeLimitSettings } from '../../../../features/time-limits/components/TimeLimitSettings.tsx';

/** 办理时限设置 */
export default function TimeLimitPage() {
  return <TimeLimitSettings />;
}
