import { Dropdown, Tabs, type MenuProps } from 'antd';
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

/** The tab bar of visited pages, with 刷新/关闭/关闭其他/关闭全部 on right-click. */
export function TagsView({ tags, activePath, onOpen, onAction }: TagsViewProps) {
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
    <div className={styles.tagsBar}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activePath}
        onChange={(key) => onOpen(tags.find((t) => t.pathname === key)!)}
        onEdit={(key) =>
          typeof key === 'string' &&
          onAction(
            'close',
            tags.find((t) => t.pathname === key)!,
          )
        }
        items={tags.map((tag) => ({
          key: tag.pathname,
          closable: !tag.affix,
          label: (
            <Dropdown trigger={['contextMenu']} menu={menuOf(tag)}>
              <span>{tag.title}</span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={
          active && {
            right: (
              <Dropdown trigger={['click']} menu={menuOf(active)}>
                <button type="button" className={styles.tagsMore} aria-label="标签操作">
                  <ColumnWidthOutlined />
                </button>
              </Dropdown>
            ),
          }
        }
      />
    </div>
  );
}
