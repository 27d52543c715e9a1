import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { api } from '../../lib/http.ts';

/** Downloads the import template of a list (`call`: the list's template call). */
export function TemplateButton({ call, fileName }: { call: AnyEndpoint; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    api
      .download(call, fileName)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={download}>
      下载模板
    </Button>
  );
}

/** Exports what the list currently shows: the same filters, every page (the call says GET or PATCH). */
export function ExportButton({
  call,
  params,
  fileName,
}: {
  /** the list's export call, sent with the list's filters as its query */
  call: AnyEndpoint;
  params?: Record<string, unknown>;
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    api
      .download(call, fileName, { query: params } as never)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
      导出
    </Button>
  );
}
