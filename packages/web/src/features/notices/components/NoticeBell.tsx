import { Badge, Dropdown, Empty, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { noticeCalls, type NoticeRow } from '@risk/shared/api/notices';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { markNoticesRead, useUnreadNotices } from '../api/notices.ts';
import styles from './notices.module.css';

interface Props {
  /** the 通知公告 page, when the user has it in their menu */
  pagePath?: string;
  /** the navbar's button look */
  buttonClassName: string;
}

/** The bell of the navbar: unread count, the latest unread, a click marks one read and opens where it points. */
export function NoticeBell({ pagePath, buttonClassName }: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const unread = useUnreadNotices();
  const items = unread.data?.items ?? [];
  const total = unread.data?.total ?? 0;

  const open = async (notice: NoticeRow) => {
    await markNoticesRead([notice.id]).catch(() => undefined);
    await client.invalidateQueries({ queryKey: [noticeCalls.list.area] });
    const target = notice.link || pagePath;
    if (target) navigate(target);
  };

  const panel = (
    <div className={styles.panel}>
      <div className={styles.panelHead}>未读通知（{total}）</div>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无未读通知" />
      ) : (
        items.map((n) => (
          <button type="button" key={n.id} className={styles.item} onClick={() => void open(n)}>
            <div className={styles.itemHead}>
              <span>{n.noticeType}</span>
              <span className={styles.time}>{formatDateTime(n.createTime)}</span>
            </div>
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {n.noticeBody}
            </Typography.Paragraph>
          </button>
        ))
      )}
      {pagePath && (
        <button type="button" className={styles.more} onClick={() => navigate(pagePath)}>
          查看全部通知
        </button>
      )}
    </div>
  );

  return (
    <Dropdown popupRender={() => panel} trigger={['click']} placement="bottomRight">
      <button type="button" className={buttonClassName} aria-label={total ? `通知，${total} 条未读` : '通知'}>
        <Badge count={total} size="small" overflowCount={99} offset={[2, -2]}>
          <BellOutlined style={{ fontSize: 18, color: '#5a5e66' }} />
        </Badge>
      </button>
    </Dropdown>
  );
}
