import { useEffect } from 'react';

const PLATFORM_TITLE = '劳动用工风险监测预警平台';

/** document.title from the route title. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} - ${PLATFORM_TITLE}` : PLATFORM_TITLE;
  }, [title]);
}
