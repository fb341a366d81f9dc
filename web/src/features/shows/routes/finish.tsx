import { ShowListPage } from '../components/show-list-page';
import { showsCopy } from '../copy';

export function FinishPage() {
  return <ShowListPage kind="past" title={showsCopy.finish.title} description={showsCopy.finish.description} />;
}

export { FinishPage as Component };
