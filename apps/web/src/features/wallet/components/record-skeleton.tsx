/** Placeholder rows while a record list loads. */
import '../strings.ts';
import { Skeleton } from '../../../components/skeleton.tsx';

export function RecordSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line/60 bg-surface-1" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b border-line/40 px-3.5 py-3 last:border-b-0">
          <Skeleton className="size-10" />
          <div className="flex-1">
            <Skeleton className="h-3.5 w-28 rounded" />
            <Skeleton className="mt-1.5 h-3 w-20 rounded" />
          </div>
          <div className="flex flex-col items-end gap-1.5">
            <Skeleton className="h-4 w-20 rounded" />
            <Skeleton className="h-3.5 w-14 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
