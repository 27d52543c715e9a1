import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { api, http } from '../../lib/http.ts';

/** Downloads the import template of a list (`call`: the list's template call). */
export function TemplateButton({ url, call, fileName }: { url?: string; call?: AnyEndpoint; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    (call ? api.download(call, fileName) : http.download(url!, undefined, fileName))
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
  call,
  params,
  fileName,
  method = 'GET',
}: {
  url?: string;
  /** the list's export call, sent with the list's filters as its query */
  call?: AnyEndpoint;
  params?: Record<string, unknown>;
  fileName: string;
  method?: 'GET' | 'PATCH';
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    (call ? api.download(call, fileName, { query: params } as never) : http.download(url!, params, fileName, method))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      导出
    </Button>
  );
}
