import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Tabs } from 'antd';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import { miniAppRegisterBody, type MiniAppRegisterBody } from '@risk/shared/schemas/monitor-config';
import { isStrongPassword } from '@risk/shared/password';
import { AppFormError, registerAppAccount, signInApp } from '../api/app-form.ts';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import styles from './mini-app.module.css';

/** The registration's fields, as the server checks them. */
const FIELD = miniAppRegisterBody.shape;

interface Props {
  /** signed in: the page loads the form again */
  onSignedIn: () => void;
}

/** 登录 / 注册 of a company's mini-app account: registered accounts fill pushed forms once their district has audited them. */
export function AppAccountPanel({ onSignedIn }: Props) {
  const [tab, setTab] = useState('login');
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [login] = Form.useForm<{ account: string; password: string }>();
  const [register] = Form.useForm<MiniAppRegisterBody & { confirm: string }>();

  const run = async (work: () => Promise<void>) => {
    setProblem(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setProblem((err as AppFormError).message);
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    const v = await login.validateFields().catch(() => undefined);
    if (!v) return;
    await run(async () => {
      await signInApp(v.account.trim(), v.password);
      onSignedIn();
    });
  };
  const signUp = async () => {
    const v = await register.validateFields().catch(() => undefined);
    if (!v) return;
    const { confirm: _confirm, ...input } = v;
    await run(async () => {
      await registerAppAccount({ ...input, creditCode: input.creditCode.trim().toUpperCase() });
      login.setFieldsValue({ account: input.account });
      setTab('login');
      setNotice('注册成功，请等待区县人社局审核；审核通过后登录即可填报。');
    });
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: `${label}${MSG.required}` });
  return (
    <div className={styles.card}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setProblem(undefined);
        }}
        centered
        items={[
          {
            key: 'login',
            label: '企业登录',
            children: (
              <Form form={login} layout="vertical">
                <Form.Item label="手机号" name="account" rules={[required('手机号')]}>
                  <Input placeholder="请输入注册手机号" inputMode="tel" autoComplete="username" />
                </Form.Item>
                <Form.Item label="密码" name="password" rules={[required('密码')]}>
                  <Input.Password placeholder="请输入密码" autoComplete="current-password" />
                </Form.Item>
                <Button type="primary" size="large" block loading={busy} onClick={() => void signIn()}>
                  登录
                </Button>
              </Form>
            ),
          },
          {
            key: 'register',
            label: '注册账号',
            children: (
              <Form form={register} layout="vertical">
                <Form.Item label="企业名称" name="companyName" rules={rulesFrom(FIELD.companyName)}>
                  <Input placeholder="请输入企业名称" maxLength={maxLengthOf(FIELD.companyName)} />
                </Form.Item>
                <Form.Item label="统一社会信用代码" name="creditCode" rules={rulesFrom(FIELD.creditCode)}>
                  <Input placeholder="请输入18位统一社会信用代码" maxLength={18} />
                </Form.Item>
                <Form.Item label="所属区县" name="region" rules={[{ required: true, message: '请选择所属区县' }]}>
                  <Select placeholder="请选择所属区县" options={DISTRICT_NAMES.map((d) => ({ value: d, label: d }))} />
                </Form.Item>
                <Form.Item label="联系人" name="contactName" rules={rulesFrom(FIELD.contactName)}>
                  <Input placeholder="请输入联系人姓名" maxLength={maxLengthOf(FIELD.contactName)} />
                </Form.Item>
                <Form.Item label="手机号" name="account" rules={rulesFrom(FIELD.account)}>
                  <Input placeholder="作为登录账号" inputMode="tel" maxLength={11} />
                </Form.Item>
                <Form.Item
                  label="密码"
                  name="password"
                  rules={[
                    required('密码'),
                    {
                      validator: async (_, v: string) =>
                        !v || isStrongPassword(v) ? undefined : Promise.reject(new Error(MSG.passwordRule)),
                    },
                  ]}
                >
                  <Input.Password
                    placeholder="至少8位，含大小写字母、数字、特殊字符中的三类"
                    autoComplete="new-password"
                  />
                </Form.Item>
                <Form.Item
                  label="确认密码"
                  name="confirm"
                  dependencies={['password']}
                  rules={[
                    required('确认密码'),
                    ({ getFieldValue }) => ({
                      validator: async (_, v: string) =>
                        !v || v === getFieldValue('password')
                          ? undefined
                          : Promise.reject(new Error('两次输入的密码不一致')),
                    }),
                  ]}
                >
                  <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
                </Form.Item>
                <Button type="primary" size="large" block loading={busy} onClick={() => void signUp()}>
                  注册
                </Button>
              </Form>
            ),
          },
        ]}
      />
      {notice && <Alert style={{ marginTop: 12 }} type="success" showIcon title={notice} />}
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon title={problem} />}
    </div>
  );
}
