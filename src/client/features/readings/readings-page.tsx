import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { StateCard } from '../../components/state-card';
import { commonText } from '../../i18n/common';
import { readingsText } from '../../i18n/readings';
import { useText } from '../../i18n/text';
import { readingsQuery } from '../../lib/readings-api';
import { filterReadings, type HistoryFilter } from './filter-readings';
import { HistoryCard } from './history-card';
import { HistoryFilters } from './history-filters';

/** docs/product.md, Screens and routes /readings: every reading, searchable and filtered by type. */
export function ReadingsPage() {
  const query = useQuery(readingsQuery);
  const common = useText(commonText);
  const t = useText(readingsText).history;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<HistoryFilter>('all');

  const body = () => {
    if (query.isPending) return <Spinner className="text-muted" label={t.loading} />;
    if (query.isError) {
      return (
        <StateCard tone="error" title={common.pageError.title} actions={<Button onClick={() => window.location.reload()}>{common.pageError.retry}</Button>}>
          {common.historyFailed}
        </StateCard>
      );
    }
    const all = query.data.readings;
    if (all.length === 0) {
      return (
        <StateCard title={t.emptyTitle} actions={<ButtonLink to="/">{t.firstReading}</ButtonLink>}>
          {t.emptyText}
        </StateCard>
      );
    }
    const shown = filterReadings(all, filter, search);
    return (
      <>
        <HistoryFilters search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} />
        <p role="status" className="mt-4 text-sm text-muted">
          {shown.length === all.length ? common.readings(all.length) : t.showing(shown.length, all.length)}
        </p>
        {shown.length === 0 ? (
          <div className="mt-4">
            <StateCard
              title={t.noMatchTitle}
              actions={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('');
                    setFilter('all');
                  }}
                >
                  {t.clearFilters}
                </Button>
              }
            >
              {t.noMatchText}
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
        <PageHeader title={t.title}>{t.intro}</PageHeader>
        {body()}
      </PageContainer>
    </div>
  );
}
