import { DatasetRowsList } from '../../../features/datasets/components/DatasetRowsList.tsx';

/** 专题: the special monitoring lists and key companies imported as data sets */
export default function SubjectPage() {
  return <DatasetRowsList />;
}
