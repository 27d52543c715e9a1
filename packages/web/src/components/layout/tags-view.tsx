import { Dropdown, theme, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import type { VisitedTag } from './tags.ts';
import styles from './layout.module.css';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface TagsViewProps {
  tags: VisitedTag[];
  activePath: string;
  onOpen: (tag: VisitedTag) => void;
  onAction: (action: TagAction, tag: VisitedTag) => void;
}

/**
 * The bar of visited pages, with 刷新/关闭/关闭其他/关闭全部 on right-click and on the bar's menu
 * button. It is a list of links (each opens its page, the current one is `aria-current="page"`) with
 * a close button beside each, not antd's editable Tabs: those put the close buttons inside the
 * `tablist`, which WCAG's required-children rule refuses (docs/accessibility.md), and these tags
 * switch pages rather than panels.
 */
export function TagsView({ tags, activePath, onOpen, onAction }: TagsViewProps) {
  const { token } = theme.useToken();
  const menuOf = (tag: VisitedTag): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: '刷新' },
      { key: 'close', icon: <CloseOutlined />, label: '关闭', disabled: tag.affix },
      { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: '关闭其他' },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: '关闭全部' },
    ],
    onClick: ({ key }) => onAction(key as TagAction, tag),
  });
  const active = tags.find((t) => t.pathname === activePath);
  return (
    <nav className={styles.tagsBar} aria-label="已打开的页面">
      <ul className={styles.tagsList}>
        {tags.map((tag) => {
          const current = tag.pathname === activePath;
          return (
            <li
              key={tag.pathname}
              className={`${styles.tag} ${current ? styles.tagActive : ''}`}
              style={current ? { background: token.colorPrimary, borderColor: token.colorPrimary } : undefined}
            >
              <Dropdown trigger={['contextMenu']} menu={menuOf(tag)}>
                <a
                  href={tag.fullPath}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(tag);
                  }}
                >
                  {tag.title}
                </a>
              </Dropdown>
              {!tag.affix && (
                <button
                  type="button"
                  className={styles.tagClose}
                  aria-label={`关闭 ${tag.title}`}
                  onClick={() => onAction('close', tag)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {active && (
        <Dropdown trigger={['click']} menu={menuOf(active)}>
          <button type="button" className={styles.tagsMore} aria-label="标签操作">
            <ColumnWidthOutlined />
          </button>
        </Dropdown>
      )}
    </nav>
  );
}
