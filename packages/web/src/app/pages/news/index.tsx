import { NewsList } from '../../../features/news/components/NewsList.tsx';

/** 新闻 */
export default function NewsPage() {
  return <NewsList />;
}
