import { ShowListPage } from '../components/show-list-page';
import { useCopy } from '@/shared/i18n';
import { showsCopy } from '../copy';

export function FinishPage() {
  const copy = useCopy(showsCopy).finish;
  return <ShowListPage kind="past" title={copy.title} description={copy.description} />;
}

export { FinishPage as Component };
