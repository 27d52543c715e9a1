import { Alert, App, Button, Card, Form, InputNumber, Spin } from 'antd';
import { timeLimitsBody, type TimeLimitsBody } from '@risk/shared/schemas/timeliness';
import { STEP_CLOCK_NAMES, STEP_CLOCKS } from '@risk/shared/timeliness';
import { useAccess } from '../../../lib/access.tsx';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { useSaveTimeLimits, useTimeLimits } from '../api/time-limits.ts';

const START_LABEL = { dispatch: '自派单起计', stepChange: '自进入该环节起计' } as const;

/** 办理时限设置: the three step durations and the city's escalation threshold, saved after confirmation. */
export function TimeLimitSettings() {
  const { can } = useAccess();
  const { modal } = App.useApp();
  const limits = useTimeLimits();
  const save = useSaveTimeLimits();
  const [form] = Form.useForm<TimeLimitsBody>();
  const shape = timeLimitsBody.shape;
  const editable = can('timeLimit:edit');

  const confirm = (values: TimeLimitsBody) =>
    modal.confirm({
      title: '保存办理时限',
      content: '新的时限自各工单下一次环节变更起计算，已有工单的当前期限不变。确定保存吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => save.mutateAsync(values),
    });

  if (!limits.data) return <Spin spinning />;
  return (
    <Card title="办理时限设置">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24, maxWidth: 720 }}
        message="时限按北京时间工作日计算（节假日不计，调休上班日计入）。修改后自下一次环节变更起生效，已有工单的当前期限不改写。"
      />
      <Form<TimeLimitsBody>
        form={form}
        labelCol={{ flex: '160px' }}
        style={{ maxWidth: 720 }}
        initialValues={limits.data}
        disabled={!editable}
        onFinish={confirm}
      >
        {STEP_CLOCK_NAMES.map((step) => (
          <Form.Item
            key={step}
            label={`${STEP_CLOCKS[step].label}时限`}
            name={step}
            rules={rulesFrom(shape[step])}
            extra={`${START_LABEL[STEP_CLOCKS[step].startsAt]}，默认${STEP_CLOCKS[step].defaultDays}个工作日`}
          >
            <InputNumber
              min={shape[step].minValue ?? undefined}
              max={shape[step].maxValue ?? undefined}
              precision={0}
              addonAfter="个工作日"
              style={{ width: 200 }}
            />
          </Form.Item>
        ))}
        <Form.Item
          label="升级提醒天数"
          name="escalate"
          rules={rulesFrom(shape.escalate)}
          extra="每个工作日上午，超期超过该天数的工单汇总提醒市级；各区县收到本区已超期和一个工作日内到期的工单提醒"
        >
          <InputNumber
            min={shape.escalate.minValue ?? undefined}
            max={shape.escalate.maxValue ?? undefined}
            precision={0}
            addonAfter="个工作日"
            style={{ width: 200 }}
          />
        </Form.Item>
        {editable && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
