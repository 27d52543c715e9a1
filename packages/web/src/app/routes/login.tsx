import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { getToken } from '../../lib/token.ts';
import { usePageTitle } from '../page-title.ts';
import styles from './login.module.css';

/** Where a successful login goes: the page the user was sent away from, never an outside address. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}

export function LoginRoute() {
  usePageTitle('登录');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // With a token the user is signed in already: `/` sends them to the landing page.
  if (getToken()) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <header className={styles.banner}>
          <img src="/logo.svg" alt="" className={styles.emblem} />
          <div>
            <div className={styles.bureau}>北京市人力资源和社会保障局</div>
            <div className={styles.platform}>劳动用工风险监测预警平台</div>
          </div>
        </header>
        <main className={styles.row}>
          <section className={styles.intro}>
            <h1>风险早发现 · 处置早闭环</h1>
            <p>
              汇聚企业裁员、欠薪、社保减员、股权冻结与出质、停业及投诉等风险信号，市区两级协同开展核实、定级、联动处置与存档评价。
            </p>
          </section>
          <section className={styles.card}>
            <h2>用户登录</h2>
            <LoginForm onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })} />
          </section>
        </main>
      </div>
      <footer className={styles.footer}>
        北京市人力资源和社会保障局 版权所有 · 建议使用 Chrome、Edge 等现代浏览器访问
      </footer>
    </div>
  );
}
