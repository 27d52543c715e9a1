import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Descriptions, Menu, Modal, Row, Space, Tag, Typography } from 'antd';
import { DesktopOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { DATASETS, type DatasetDef } from '@risk/shared/datasets';
import type { ImportBatch } from '@risk/shared/schemas/datasets';
import { useAccess } from '../../../lib/access.tsx';
import { downloadSample, downloadTemplate } from '../api/dataset-files.ts';
import { DatasetUpload } from './DatasetUpload.tsx';
import { ImportHistoryTable } from './ImportHistoryTable.tsx';
import { DEFAULT_IMPORT_MAX_FILE_MB } from '@risk/shared/api/import';

const UPLOAD = 'biData:upload';
const DEFS = DATASETS as readonly DatasetDef[];
/** The big screens' data sets first, then the dashboards' and 专题's lists. */
const GROUPS = [
  { label: '大屏数据', types: [0, 1, 2, 3, 5] },
  { label: '看板与专题', types: [11, 12, 13, 14, 15, 16, 17, 18] },
];
const PERIOD_TEXT = { week: '按周（周一日期）', month: '按月', quarter: '按季度' } as const;

function periodText(def: DatasetDef): string {
  const kind = def.columns.find((c) => c.key === def.periodKey)!.kind;
  return kind.type === 'period' ? PERIOD_TEXT[kind.format] : '';
}

/** The big screen a data set feeds, when it has one of its own (named in its definition). */

/** 监测管理: the import centre of the data sets. */
export function ImportCentre() {
  const [search, setSearch] = useSearchParams();
  const selected = DEFS.find((d) => String(d.biType) === search.get('biType')) ?? DEFS[0];
  const select = (biType: string) => setSearch({ biType }, { replace: true });

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="220px">
        <Card variant="borderless" title="数据集" styles={{ body: { padding: 8 } }}>
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 0 }}
            selectedKeys={[String(selected.biType)]}
            onClick={({ key }) => select(key)}
            items={GROUPS.map((g) => ({
              type: 'group' as const,
              key: g.label,
              label: g.label,
              children: g.types.map((t) => {
                const def = DEFS.find((d) => d.biType === t)!;
                return { key: String(t), label: def.name };
              }),
            }))}
          />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <DatasetPanel key={selected.biType} def={selected} />
      </Col>
    </Row>
  );
}

function DatasetPanel({ def }: { def: DatasetDef }) {
  const { can } = useAccess();
  const [replacing, setReplacing] = useState<ImportBatch>();
  const periodHeader = def.columns.find((c) => c.key === def.periodKey)!.header;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" title={def.name}>
        <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="说明" span={2}>
            {def.description}
          </Descriptions.Item>
          <Descriptions.Item label="展示位置">{def.shownOn}</Descriptions.Item>
          <Descriptions.Item label="统计期">
            {periodText(def)}（列“{periodHeader}”），重新导入某期即替换该期
          </Descriptions.Item>
          <Descriptions.Item label="范围">{def.districtKey ? '分区县（区县用户只看本区）' : '全市'}</Descriptions.Item>
          <Descriptions.Item label="模板列" span={2}>
            <Space size={[4, 4]} wrap>
              {def.columns.map((c) => (
                <Tag key={c.key} color={c.optional ? 'default' : 'processing'}>
                  {c.header}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <Space wrap>
          <Button icon={<FileExcelOutlined />} onClick={() => void downloadTemplate(def).catch(() => undefined)}>
            下载模板
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadSample(def).catch(() => undefined)}>
            下载样例
          </Button>
          {can(UPLOAD) && <DatasetUpload def={def} />}
          {def.screen && (
            <Button icon={<DesktopOutlined />} href={def.screen} target="_blank">
              打开大屏
            </Button>
          )}
          <Typography.Text type="secondary">
            .xlsx，不超过 {DEFAULT_IMPORT_MAX_FILE_MB} MB；整份文件校验通过才写入
          </Typography.Text>
        </Space>
      </Card>
      <Card variant="borderless" title="导入记录">
        <ImportHistoryTable def={def} onReplace={can(UPLOAD) ? setReplacing : undefined} />
      </Card>
      <Modal
        title={`替换统计期：${def.name}`}
        open={!!replacing}
        footer={null}
        width={720}
        destroyOnHidden
        onCancel={() => setReplacing(undefined)}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`上传包含统计期 ${replacing?.periods.join('、') ?? ''} 的文件`}
          description="文件中出现的每个统计期，其原有数据都会被新文件的数据替换；其他统计期不受影响。文件有任何错误时不写入任何数据。"
        />
        <DatasetUpload def={def} dragger />
      </Modal>
    </Space>
  );
}
