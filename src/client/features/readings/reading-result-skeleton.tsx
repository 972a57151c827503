import { BackButton } from '../../components/back-button';
import { PageContainer } from '../../components/page-header';
import { Skeleton, SkeletonLine } from '../../components/skeleton';

/**
 * The result page while its reading loads: the same header, text card and actions bar, in grey lines
 * of the same sizes, so that nothing moves when the reading arrives. Back already works.
 */
export function ReadingResultSkeleton({ label }: { label: string }) {
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-5xl">
        <BackButton />
        <Skeleton label={label}>
          <div className="night-sky mt-2 flex items-start gap-4 overflow-hidden rounded-3xl px-5 py-7 shadow-lg ring-1 ring-gold-400/30 sm:px-8 sm:py-9">
            <span className="h-12 w-12 shrink-0 rounded-2xl bg-night-700 ring-1 ring-gold-400/30 sm:h-14 sm:w-14" />
            <div className="min-w-0 flex-1">
              <SkeletonLine onDark className="my-1 h-7 w-52 sm:my-2 sm:h-11" />
              <SkeletonLine onDark className="mb-1 mt-2 h-4 w-full max-w-md" />
              <SkeletonLine onDark className="my-1 h-4 w-40" />
              <SkeletonLine onDark className="mt-3 mb-0.5 h-4 w-28" />
            </div>
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
            <div className="rounded-3xl bg-white px-5 py-6 shadow-sm ring-1 ring-night-700/10 sm:px-9 sm:py-9">
              <div className="space-y-2 rounded-2xl bg-saffron-50 px-4 py-3 ring-1 ring-saffron-400/40">
                {['w-full', 'w-full', 'w-full', 'w-full', 'w-1/3', 'w-full', 'w-1/4'].map((width, line) => (
                  <SkeletonLine key={line} className={`h-5 ${width}`} />
                ))}
              </div>
              {[0, 1, 2].map((paragraph) => (
                <div key={paragraph} className="space-y-2 pt-7">
                  <SkeletonLine className="mb-4 h-7 w-48" />
                  <SkeletonLine className="h-4 w-full" />
                  <SkeletonLine className="h-4 w-full" />
                  <SkeletonLine className="h-4 w-full" />
                  <SkeletonLine className="h-4 w-3/4" />
                </div>
              ))}
            </div>
            <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-night-700/10 bg-cream/95 px-4 py-3 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:rounded-3xl lg:border-0 lg:bg-white lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-night-700/10">
              <SkeletonLine className="h-11 flex-1 rounded-xl lg:flex-none" />
              <SkeletonLine className="h-11 flex-1 rounded-xl lg:flex-none" />
            </div>
          </div>
        </Skeleton>
      </PageContainer>
    </div>
  );
}
