import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { newsBody } from '@risk/shared/schemas/content';
import { newsCalls, type NewsRow } from '@risk/shared/api/content';
import { requiredFrom, rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import type { RecordFormProps } from '../../../components/records/RecordList.tsx';

interface FormValues {
  title: string;
  status: string;
  link?: string;
  content?: string;
}

/** 新增 / 编辑 新闻: a link must start with http:// or https://. */
export function NewsFormModal({ editing, ...dialog }: RecordFormProps<NewsRow>) {
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      editing
        ? {
            title: editing.title,
            status: String(editing.status),
            link: editing.link ?? undefined,
            content: editing.content ?? undefined,
          }
        : {},
    [editing],
  );

  return (
    <RecordFormModal<typeof newsCalls, FormValues>
      {...dialog}
      calls={newsCalls}
      noun="新闻"
      editing={editing}
      initialValues={initialValues}
      toInput={({ status, ...values }) => ({ ...values, status: Number(status), link: values.link || null })}
      width={640}
    >
      <Form.Item label="标题" name="title" rules={rulesFrom(newsBody.shape.title)}>
        <Input placeholder="请输入标题" />
      </Form.Item>
      <Form.Item label="状态" name="status" rules={requiredFrom(newsBody.shape.status)}>
        <DictSelect dict="news_status" placeholder="请选择状态" />
      </Form.Item>
      <Form.Item label="链接" name="link" rules={rulesFrom(newsBody.shape.link)}>
        <Input placeholder="http:// 或 https:// 开头" />
      </Form.Item>
      <Form.Item label="内容" name="content" rules={rulesFrom(newsBody.shape.content)}>
        <Input.TextArea rows={6} placeholder="请输入内容" />
      </Form.Item>
    </RecordFormModal>
  );
}
