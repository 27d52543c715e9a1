import { useMemo, useRef, useState } from 'react';
import { Select, Tooltip, type RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import Fuse from 'fuse.js';
import { useNavigate } from 'react-router';
import { isDirectory, type NavRoute } from './nav-route.ts';
import styles from './layout.module.css';

interface SearchEntry {
  path: string;
  /** directories and page, joined: 系统管理 > 用户管理 */
  title: string;
}

const searchable = (routes: NavRoute[]): NavRoute[] =>
  routes.flatMap((r) => (r.hidden ? [] : isDirectory(r) ? searchable(r.children) : r.path.includes(':') ? [] : [r]));

/** Fuzzy search over the menu's titles and paths (threshold 0.4). */
export function RouteSearch({ routes }: { routes: NavRoute[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selectRef = useRef<RefSelectProps>(null);

  const fuse = useMemo(() => {
    const entries: SearchEntry[] = searchable(routes).map((r) => ({
      path: r.path,
      title: [...r.trail, r.title].join(' > '),
    }));
    return new Fuse(entries, {
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
      threshold: 0.4,
      minMatchCharLength: 1,
    });
  }, [routes]);
  const options = query ? fuse.search(query).map(({ item }) => ({ value: item.path, label: item.title })) : [];

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const go = (path: string) => {
    if (/^https?:\/\//.test(path)) window.open(path, '_blank', 'noopener');
    else navigate(path);
    close();
  };

  return (
    <div className={styles.search}>
      <Tooltip title="搜索菜单" placement="bottom">
        <button
          type="button"
          className={styles.navButton}
          aria-label="搜索菜单"
          onClick={() => {
            setOpen(!open);
            setTimeout(() => selectRef.current?.focus());
          }}
        >
          <SearchOutlined />
        </button>
      </Tooltip>
      {open && (
        <Select
          ref={selectRef}
          className={styles.searchSelect}
          showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
          value={null}
          placeholder="搜索菜单名称或路径"
          options={options}
          notFoundContent={query ? '没有匹配的菜单' : null}
          onSelect={(v) => v && go(v)}
          onBlur={close}
          open={!!query}
          autoFocus
        />
      )}
    </div>
  );
}
