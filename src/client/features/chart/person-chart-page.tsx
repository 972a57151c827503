import { useParams } from 'react-router';
import { ChartPage } from './chart-page';

/** /family/:id/chart: a saved person's kundli, on the same page as the user's own. */
export function PersonChartPage() {
  const { id = '' } = useParams();
  // A new person is a new page: nothing of the last one's chart shows while theirs loads.
  return <ChartPage key={id} personId={id} />;
}
