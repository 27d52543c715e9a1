import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Table, Typography } from 'antd';
import type { ImportRefusal, ImportReport } from '@risk/shared/api/import';
import { FINISHED_JOB_STATES, JOB_STATE_LABELS, jobCalls, type JobRow } from '@risk/shared/api/jobs';
import { api, callKey } from '../../lib/http.ts';
import { notify } from '../../lib/notify.ts';
import { progressPercent } from './progress.ts';

/** How often the dialog asks how far the job got. */
const POLL_MS = 1000;

const REFUSAL_COLUMNS = [
  { title: '行', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 160 },
  { title: '原因', dataIndex: 'reason' },
];

const finished = (job: JobRow) => FINISHED_JOB_STATES.includes(job.state);

const ENDED_ALERT = { done: 'success', failed: 'error', cancelled: 'info' } as const;
const BAR_STATUS = {
  queued: 'normal',
  running: 'active',
  done: 'success',
  failed: 'exception',
  cancelled: 'normal',
} as const;

/**
 * One import as its page follows it: the job the upload answered, polled until it ends. A progress
 * bar with rows read, written and refused so far, a 取消 button while it runs, and at its end the row
 * report: the message, each refused cell, and what `renderReport` adds (a data set's periods).
 */
export function ImportJobDialog({
  job: started,
  onClose,
  onDone,
  renderReport,
}: {
  /** the job the upload answered; the dialog is open while it is set */
  job: JobRow | undefined;
  onClose: () => void;
  /** once, when the job has written its rows (the page refreshes what they feed) */
  onDone?: (job: JobRow) => void;
  renderReport?: (report: ImportReport) => ReactNode;
}) {
  const client = useQueryClient();
  const id = started?.id ?? 0;
  const key = callKey(jobCalls.detail, { params: { id } });
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.read(jobCalls.detail, { params: { id }, silent: true }),
    enabled: started !== undefined,
    initialData: started,
    refetchInterval: (q) => (q.state.data && finished(q.state.data) ? false : POLL_MS),
  });
  const job = query.data ?? started;

  const told = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (job?.state === 'done' && told.current !== job.id) {
      told.current = job.id;
      onDone?.(job);
    }
  }, [job, onDone]);

  const cancel = useMutation({
    mutationFn: () => api.write(jobCalls.cancel, { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer.content);
      notify.success(answer.message);
    },
  });

  if (!job) return null;
  const ended = finished(job);
  const { read, written, refused } = job.progress;
  const report = job.report;
  return (
    <Modal
      open
      title={job.title}
      width={720}
      maskClosable={false}
      onCancel={onClose}
      footer={
        ended ? (
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        ) : (
          <Button danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
            取消导入
          </Button>
        )
      }
    >
      {!ended && <Typography.Paragraph>{JOB_STATE_LABELS[job.state]}…</Typography.Paragraph>}
      <Progress aria-label="导入进度" percent={progressPercent(job)} status={BAR_STATUS[job.state]} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        已读 {read} 行，已写入 {written} 行，错误 {refused}
      </Typography.Paragraph>
      {ended && (
        <Alert
          type={ENDED_ALERT[job.state as keyof typeof ENDED_ALERT]}
          showIcon
          style={{ marginBottom: 16 }}
          title={job.message ?? JOB_STATE_LABELS[job.state]}
          description={job.state === 'done' && report ? renderReport?.(report) : undefined}
        />
      )}
      {report && report.refused.length > 0 && (
        <Table<ImportRefusal>
          rowKey={(r) => `${r.row}-${r.column}-${r.reason}`}
          size="small"
          columns={REFUSAL_COLUMNS}
          dataSource={report.refused}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      )}
    </Modal>
  );
}
