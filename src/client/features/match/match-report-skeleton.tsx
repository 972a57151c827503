import { KOOTAS } from '../../../astro/matching';
import { BackButton } from '../../components/back-button';
import { Card } from '../../components/card';
import { PageContainer } from '../../components/page-header';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { matchText } from '../../i18n/match';
import { useText } from '../../i18n/text';

/**
 * A report while it loads: its header (the two names and the score still grey) and the eight kootas
 * in rows of their height, so that nothing moves when the report arrives. Back already works.
 */
export function MatchReportSkeleton() {
  const t = useText(matchText);
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-5xl">
        <BackButton />
        <div className="night-sky mt-2 overflow-hidden rounded-3xl px-5 py-7 shadow-lg ring-1 ring-gold-400/30 sm:px-8 sm:py-9">
          <p className="text-xs font-bold uppercase tracking-widest text-gold-300 [&:lang(hi)]:tracking-normal">{t.title}</p>
          <Skeleton label={t.report.loading}>
            <SkeletonLine onDark className="mt-2 h-8 w-64 sm:h-12" />
            <SkeletonLine onDark className="mt-6 h-14 w-40 sm:h-16" />
            <SkeletonLine onDark className="mt-4 h-5 w-full" />
            <SkeletonLine onDark className="mt-3 h-4 w-36" />
          </Skeleton>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <Card as="div" className="sm:p-7">
            <SkeletonLine className="my-1 h-6 w-48" />
            <div className="mt-4 divide-y divide-night-700/10">
              {KOOTAS.map((koota) => (
                <div key={koota} className="space-y-2 py-4 first:pt-0 last:pb-0">
                  <span className="flex justify-between gap-3">
                    <SkeletonLine className="h-5 w-28" />
                    <SkeletonLine className="h-5 w-14" />
                  </span>
                  <SkeletonLine className="h-1.5 w-full" />
                  <SkeletonLine className="h-9 w-full" />
                  <SkeletonLine className="h-4 w-5/6" />
                </div>
              ))}
            </div>
          </Card>
        </div>
      </PageContainer>
    </div>
  );
}
