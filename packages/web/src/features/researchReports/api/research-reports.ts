import { researchReportCalls } from '@risk/shared/api/content';
import { urlOf } from '../../../lib/http.ts';
import { getToken } from '../../../lib/token.ts';
import { notify } from '../../../lib/notify.ts';

/** Opens the PDF in the browser's viewer (a new tab on a blob: the call needs the Authorization header). */
export async function openResearchReport(id: number) {
  const viewer = window.open('', '_blank');
  const res = await fetch(urlOf(researchReportCalls.download, { params: { id }, query: { inline: '1' } }), {
    headers: { Authorization: getToken() ?? 'Bearer' },
  });
  if (!res.ok) {
    viewer?.close();
    notify.error('报告打开失败');
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  if (viewer) viewer.location.href = url;
  else window.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
