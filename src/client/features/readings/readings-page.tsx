import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { clientMessages } from '../../lib/client-messages';
import { readingsQuery } from '../../lib/readings-api';
import { filterReadings, type HistoryFilter } from './filter-readings';
import { HistoryCard } from './history-card';
import { HistoryFilters } from './history-filters';

/** docs/product.md, Screens and routes /readings: every reading, searchable and filtered by type. */
export function ReadingsPage() {
  const query = useQuery(readingsQuery);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');

  const body = () => {
    if (query.isPending) return <Spinner className="text-muted" label="Loading your readings..." />;
    if (query.isError) {
      return (
        <StateCard tone="error" title="Something went wrong" actions={<Button onClick={() => window.location.reload()}>Try Again</Button>}>
          {clientMessages.historyFailed}
        </StateCard>
      );
    }
    const all = query.data.readings;
    if (all.length === 0) {
      return (
        <StateCard title="No readings yet" actions={<ButtonLink to="/">Get Your First Reading</ButtonLink>}>
          Every reading you receive is kept here, to come back to whenever you like.
        </StateCard>
      );
    }
    const shown = filterReadings(all, filter, search);
    return (
      <>
        <HistoryFilters search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} />
        <p role="status" className="mt-4 text-sm text-muted">
          {shown.length === all.length ? `${all.length} ${all.length === 1 ? 'reading' : 'readings'}` : `Showing ${shown.length} of ${all.length} readings`}
        </p>
        {shown.length === 0 ? (
          <div className="mt-4">
            <StateCard
              title="No matching readings"
              actions={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('');
                    setFilter('all');
                  }}
                >
                  Clear Filters
                </Button>
              }
            >
              No readings match your search or filter.
            </StateCard>
          </div>
        ) : (
          <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((reading) => (
              <li key={reading.readingId}>
                <HistoryCard reading={reading} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <PageHeader title="Your Reading History">Every reading written from your chart, newest first.</PageHeader>
        {body()}
      </PageContainer>
    </div>
  );
}
