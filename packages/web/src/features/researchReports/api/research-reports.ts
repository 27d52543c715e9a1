import { http, API_BASE } from '../../../lib/http.ts';
import { getToken } from '../../../lib/token.ts';
import { notify } from '../../../lib/notify.ts';

/** 风险报告 (`/business/v1/risk/riskReport`); rows are `ResearchReportRow`. */
export const RESEARCH_REPORT_URL = '/business/v1/risk/riskReport';
export const RESEARCH_REPORT_SORTABLE = ['publishDate', 'title'] as const;

export const downloadResearchReport = (id: number, fileName: string) =>
  http.download(`${RESEARCH_REPORT_URL}/download/${id}`, undefined, fileName).catch(() => undefined);

/** Opens the PDF in the browser's viewer (a new tab on a blob: the call needs the Authorization header). */
export async function openResearchReport(id: number) {
  const viewer = window.open('', '_blank');
  const res = await fetch(`${API_BASE}${RESEARCH_REPORT_URL}/download/${id}?inline=1`, {
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
