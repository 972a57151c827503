import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { chartText } from '../../i18n/chart';
import { commonText } from '../../i18n/common';
import { useText } from '../../i18n/text';
import { useChart } from './api/get-chart';
import { BirthChartCard } from './birth-chart-card';
import { BodiesTable } from './bodies-table';
import { ChartDetails } from './chart-details';
import { ChartHeader } from './chart-header';
import { ChartSkeleton } from './chart-skeleton';
import { ChartSummary } from './chart-summary';
import { DashaCard } from './dasha-card';
import { DeeperSection } from './deeper-section';
import { DoshasCard } from './doshas-card';
import { MoonChartNote } from './moon-chart-note';
import { PanchangCard } from './panchang-card';
import { usePersonChartOwner } from './person-chart-owner';

/** /family/:id/chart: a saved person's kundli, on the same page (and in the same file) as the user's own. */
export function PersonChartPage() {
  const { id = '' } = useParams();
  // A new person is a new page: nothing of the last one's chart shows while theirs loads.
  return <ChartPage key={id} personId={id} />;
}

/** /chart: the user's kundli, its dashas and today's panchang; with `personId`, a saved person's (/family/:id/chart). */
export function ChartPage({ personId }: { personId?: string }) {
  const chart = useChart(personId);
  const owner = usePersonChartOwner(personId, chart.data?.name);
  const t = useText(chartText);
  const common = useText(commonText);

  if (chart.isPending) return <ChartSkeleton owner={owner} />;

  if (chart.isError) {
    return (
      <PageContainer>
        <div className="flex min-h-[50dvh] items-center justify-center">
          <div role="alert" className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-night-700/10 sm:p-8">
            <h1 className="font-display text-3xl font-bold text-night-800">{owner?.title ?? t.title}</h1>
            <p className="mt-3 text-ink">{chart.error.message}</p>
            <Button className="mt-6" onClick={() => void chart.refetch()} disabled={chart.isFetching}>
              {chart.isFetching ? <Spinner label={t.trying} /> : common.pageError.retry}
            </Button>
            {owner?.back}
          </div>
        </div>
      </PageContainer>
    );
  }

  const data = chart.data;
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <ChartHeader chart={data} owner={owner} />
        <MoonChartNote chart={data} />
        <ChartSummary chart={data} person={personId ? data.name : undefined} />
        {/* Two columns from lg: what the sky looked like (and looks like today), then what it means in time. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <div className="space-y-6">
            <BirthChartCard chart={data} />
            <PanchangCard panchang={data.panchang} />
          </div>
          <div className="space-y-6">
            <BodiesTable chart={data} />
            <DashaCard dasha={data.dasha} today={data.transits.date} />
            <DoshasCard chart={data} />
          </div>
        </div>
        <DeeperSection personId={personId} />
        <ChartDetails chart={data} />
      </PageContainer>
    </div>
  );
}
