import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { newsBody, type NewsRow } from '@risk/shared/schemas/content';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { requiredFrom, rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useSaveNews } from '../api/news.ts';

interface FormValues {
  title: string;
  status: string;
  link?: string;
  content?: string;
}

interface Props {
  open: boolean;
  editing?: NewsRow;
  onClose: () => void;
}

/** 新增 / 编辑 新闻: a link must start with http:// or https://. */
export function NewsFormModal({ open, editing, onClose }: Props) {
  const save = useSaveNews();
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
  const submit = ({ status, ...values }: FormValues) =>
    save.mutateAsync({ id: editing?.id, input: { ...values, status: Number(status), link: values.link || null } });

  return (
    <FormModal<FormValues>
      title={editing ? '编辑新闻' : '新增新闻'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
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
    </FormModal>
  );
}
