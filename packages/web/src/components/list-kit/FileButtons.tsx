import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { http } from '../../lib/http.ts';

/** Downloads the import template of a list. */
export function TemplateButton({ url, fileName }: { url: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    http
      .download(url, undefined, fileName)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={download}>
      下载模板
    </Button>
  );
}

/** Exports what the list currently shows: the same filters, every page (the spec's exports are GET or PATCH). */
export function ExportButton({
  url,
  params,
  fileName,
  method = 'GET',
}: {
  url: string;
  params?: Record<string, unknown>;
  fileName: string;
  method?: 'GET' | 'PATCH';
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    http
      .download(url, params, fileName, method)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      导出
    </Button>
  );
}
