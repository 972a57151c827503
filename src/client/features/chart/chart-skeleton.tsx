import { PageContainer } from '../../components/page-header';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { chartText } from '../../i18n/chart';
import { useText } from '../../i18n/text';
import type { ChartOwner } from './chart-header';

const card = 'rounded-3xl bg-white shadow-sm ring-1 ring-night-700/10';

/**
 * The Kundli while the chart is cast: the page's heading (a saved person's name is not known yet),
 * then its header lines, 'What your chart says' and the drawing of the chart, in grey blocks of
 * their sizes, so that nothing moves when the chart arrives.
 */
export function ChartSkeleton({ owner }: { owner?: ChartOwner }) {
  const t = useText(chartText);
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{owner?.eyebrow ?? t.header.eyebrow}</p>
        {owner ? <SkeletonLine className="mt-2 h-9 w-64 sm:h-11" /> : <h1 className="mt-1 font-display text-4xl font-bold text-night-800 sm:text-5xl">{t.title}</h1>}
        <Skeleton label={owner?.casting ?? t.casting}>
          {!owner && <SkeletonLine className="mt-3 h-5 w-40" />}
          <SkeletonLine className="mt-3 h-4 w-full max-w-xl" />
          <SkeletonLine className="mt-3 h-4 w-1/2" />
          {owner && (
            <span className="mt-4 flex flex-wrap gap-3">
              {['w-44', 'w-24', 'w-32'].map((width) => (
                <SkeletonLine key={width} className={`h-11 rounded-xl ${width}`} />
              ))}
            </span>
          )}
          <div className={`my-6 p-4 sm:p-6 ${card}`}>
            <SkeletonLine className="my-1 h-6 w-56" />
            <SkeletonLine className="mt-1.5 h-4 w-64" />
            <SkeletonLine className="mt-2 h-4 w-24 sm:hidden" />
            <div className="mt-4 grid gap-3 lg:grid-cols-2">
              {[0, 1, 2, 3].map((sentence) => (
                <div key={sentence} className="rounded-2xl bg-cream/70 p-3 ring-1 ring-night-700/10">
                  {['w-full', 'w-full', 'w-full', 'w-1/2'].map((width, line) => (
                    <SkeletonLine key={line} className={`my-1 h-4 ${width}`} />
                  ))}
                </div>
              ))}
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
            <div className={`p-3 sm:p-6 ${card}`}>
              <div className="flex flex-wrap items-center justify-between gap-3 px-1 pt-1 sm:px-0 sm:pt-0">
                <div>
                  <SkeletonLine className="my-1 h-6 w-36" />
                  <SkeletonLine className="mt-1.5 h-4 w-48" />
                </div>
                <SkeletonLine className="h-12 w-44 rounded-xl" />
              </div>
              <SkeletonLine className="mx-auto mt-4 aspect-square w-full max-w-md" />
            </div>
            <div className={`hidden h-96 lg:block ${card}`} />
          </div>
        </Skeleton>
      </PageContainer>
    </div>
  );
}
