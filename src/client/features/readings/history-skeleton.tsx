import { Skeleton, SkeletonLine } from '../../components/skeleton';

/**
 * The history while its first page loads: the search box, the row of filters, the count and the
 * cards, each a grey block of its size, so that nothing moves when the readings arrive.
 */
export function HistorySkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonLine className="h-12 w-full rounded-xl" />
      <span className="mt-3 flex gap-2 overflow-hidden pb-1">
        {['w-14', 'w-20', 'w-24', 'w-24', 'w-20'].map((width, chip) => (
          <SkeletonLine key={chip} className={`h-10 shrink-0 rounded-full ${width}`} />
        ))}
      </span>
      <SkeletonLine className="mb-0.5 mt-[18px] h-4 w-24" />
      <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-700/10">
            <div className="flex items-center gap-3">
              <SkeletonLine className="h-10 w-10 shrink-0 rounded-xl" />
              <div className="min-w-0 flex-1">
                <SkeletonLine className="my-1 h-5 w-40" />
                <SkeletonLine className="my-0.5 h-4 w-32" />
              </div>
            </div>
            <div className="mt-3 space-y-2">
              {['w-full', 'w-full', 'w-full', 'w-full', 'w-1/2'].map((width, line) => (
                <SkeletonLine key={line} className={`h-4 ${width}`} />
              ))}
            </div>
            <span className="mt-4 flex h-11 items-center">
              <SkeletonLine className="h-5 w-36" />
            </span>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
