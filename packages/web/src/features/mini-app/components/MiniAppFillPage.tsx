import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Form, Result, Spin } from 'antd';
import { FILL_APP_STATUS } from '@risk/shared/order-machine';
import { checkVerificationForm } from '@risk/shared/verification-form-check';
import { AppFormError, appSession, loadAppForm, submitAppForm, type AppFormView } from '../api/app-form.ts';
import { AppAccountPanel } from './AppAccountPanel.tsx';
import styles from './mini-app.module.css';

type Stage =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; signedIn?: boolean }
  | { kind: 'signIn' }
  | { kind: 'view'; view: AppFormView; editing: boolean }
  | { kind: 'sent' };

interface Props {
  /** the verification form's answers (without the district's level), inside this page's <Form> */
  fields: ReactNode;
}

/** The company's H5 page of a pushed order (/sp/fill/:token): its audited mini-app account, one company, one form. */
export function MiniAppFillPage({ fields }: Props) {
  const { token = '' } = useParams();
  const [form] = Form.useForm();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const load = () => {
    setStage({ kind: 'loading' });
    loadAppForm(token).then(
      (view) =>
        setStage({
          kind: 'view',
          view,
          editing: view.fillAppStatus === FILL_APP_STATUS.NOT_FILLED || view.fillAppStatus === FILL_APP_STATUS.REJECTED,
        }),
      (err: AppFormError) => {
        // no or an ended sign-in: the company signs in (or registers) first
        if (err.status === 401) {
          appSession.clear();
          return setStage({ kind: 'signIn' });
        }
        setStage({
          kind: 'failed',
          message: err.status === 404 || err.status === 400 ? '链接无效，请向区县人社局核对链接' : err.message,
          // not audited yet, or an account of another company: it may switch accounts
          signedIn: err.status === 403,
        });
      },
    );
  };
  useEffect(load, [token]);
  useEffect(() => {
    document.title = '企业核实情况填报';
  }, []);
  useEffect(() => {
    if (stage.kind === 'view' && stage.editing && stage.view.form) form.setFieldsValue(stage.view.form);
  }, [stage, form]);

  const send = async () => {
    setProblem(undefined);
    form.setFields(Object.keys(form.getFieldsValue()).map((name) => ({ name, errors: [] })));
    const check = checkVerificationForm(form.getFieldsValue(true), false);
    if (check.kind === 'empty') return setProblem('表单存在空值，请填写所有带 * 的项目');
    if (check.kind === 'invalid') {
      form.setFields(check.issues.map((i) => ({ name: i.field, errors: [i.message] })));
      return setProblem(check.issues[0].message);
    }
    setSending(true);
    try {
      await submitAppForm(token, check.form);
      setStage({ kind: 'sent' });
    } catch (err) {
      setProblem((err as AppFormError).message);
    } finally {
      setSending(false);
    }
  };

  const view = stage.kind === 'view' ? stage.view : undefined;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>企业劳动用工核实情况填报</h1>
        <p>北京市人力资源和社会保障局</p>
      </header>
      {view && (
        <div className={styles.company}>
          <div className={styles.companyName}>{view.companyName}</div>
          <div className={styles.companyMeta}>
            统一社会信用代码：{view.creditCode}
            <br />
            核实区县：{view.region}
          </div>
        </div>
      )}
      {stage.kind === 'loading' && <Spin size="large" style={{ display: 'block', marginTop: 80 }} />}
      {stage.kind === 'failed' && (
        <div className={styles.state} style={{ marginTop: 16 }}>
          <Result
            status="warning"
            title="无法打开填报页"
            subTitle={stage.message}
            extra={
              <>
                <Button onClick={load}>重试</Button>
                {stage.signedIn && (
                  <Button
                    onClick={() => {
                      appSession.clear();
                      setStage({ kind: 'signIn' });
                    }}
                  >
                    切换账号
                  </Button>
                )}
              </>
            }
          />
        </div>
      )}
      {stage.kind === 'signIn' && <AppAccountPanel onSignedIn={load} />}
      {stage.kind === 'sent' && (
        <div className={styles.state} style={{ marginTop: 16 }}>
          <Result status="success" title="提交成功" subTitle="请等待区县人社局审核，审核结果由区县工作人员与您联系。" />
        </div>
      )}
      {view && (
        <Body
          stage={stage as Extract<Stage, { kind: 'view' }>}
          onEdit={() => setStage({ kind: 'view', view, editing: true })}
        />
      )}
      {view && stage.kind === 'view' && stage.editing && !view.expired && (
        <>
          {view.fillAppStatus === FILL_APP_STATUS.REJECTED && (
            <Alert
              style={{ margin: '0 12px 12px' }}
              type="warning"
              showIcon
              title="区县审核未通过"
              description={
                view.auditOpinion
                  ? `区县意见：${view.auditOpinion}。请修改后重新提交。`
                  : '请根据区县工作人员的意见修改后重新提交。'
              }
            />
          )}
          <div className={styles.card}>
            <Form form={form} layout="vertical" requiredMark>
              {fields}
            </Form>
            {problem && <Alert type="error" showIcon title={problem} />}
          </div>
          <div className={styles.footer}>
            <Button type="primary" size="large" block loading={sending} onClick={() => void send()}>
              提交
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** The states of a link that is not (or no longer) a form to fill. */
function Body({ stage, onEdit }: { stage: Extract<Stage, { kind: 'view' }>; onEdit: () => void }) {
  const { view, editing } = stage;
  if (view.expired && view.fillAppStatus !== FILL_APP_STATUS.APPROVED)
    return (
      <div className={styles.state}>
        <Result status="warning" title="链接已过期" subTitle="请联系区县人社局重新推送填报链接。" />
      </div>
    );
  if (view.fillAppStatus === FILL_APP_STATUS.APPROVED)
    return (
      <div className={styles.state}>
        <Result status="success" title="审核已通过" subTitle="您填报的核实情况已由区县人社局审核通过，无需再次填写。" />
      </div>
    );
  if (view.fillAppStatus === FILL_APP_STATUS.PENDING && !editing)
    return (
      <div className={styles.state}>
        <Result
          status="info"
          title="已提交，等待区县审核"
          subTitle="审核前如需更正，可修改后重新提交。"
          extra={<Button onClick={onEdit}>修改填报内容</Button>}
        />
      </div>
    );
  return null;
}
