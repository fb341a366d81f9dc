import { ShowListPage } from '../components/show-list-page';
import { showsCopy } from '../copy';

export function SchedulePage() {
  return <ShowListPage kind="upcoming" title={showsCopy.schedule.title} description={showsCopy.schedule.description} />;
}

export { SchedulePage as Component };
