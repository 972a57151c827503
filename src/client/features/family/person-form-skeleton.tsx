import { Skeleton, SkeletonLine } from '../../components/skeleton';

/**
 * The person form's fields while their saved details load, each a label over an input of its
 * height, and the two buttons, so that nothing moves when the form fills in.
 */
export function PersonFormSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="space-y-5">
      {['w-16', 'w-20', 'w-24', 'w-28', 'w-48', 'w-28', 'w-24', 'w-20'].map((label, field) => (
        <div key={field}>
          <SkeletonLine className={`my-0.5 h-4 ${label}`} />
          <SkeletonLine className="mt-1.5 h-12 w-full rounded-xl" />
        </div>
      ))}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <SkeletonLine className="h-12 rounded-xl sm:w-28" />
        <SkeletonLine className="h-12 rounded-xl sm:w-32" />
      </div>
    </Skeleton>
  );
}
