import { ShowListPage } from '../components/show-list-page';
import { useCopy } from '@/shared/i18n';
import { showsCopy } from '../copy';

export function SchedulePage() {
  const copy = useCopy(showsCopy).schedule;
  return <ShowListPage kind="upcoming" title={copy.title} description={copy.description} />;
}

export { SchedulePage as Component };
