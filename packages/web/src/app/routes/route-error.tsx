import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';

/** What a page that crashed shows instead of a blank screen; the details go to the console. */
export function RouteErrorPage() {
  console.error(useRouteError());
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle="页面加载或运行时发生错误，请刷新后重试；如问题持续，请联系管理员。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
