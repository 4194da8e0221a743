/** Placeholder bars while content loads; announced once as "Loading". */
export function Skeleton({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className="tu-skeleton" role="status" aria-live="polite">
      <span className="tu-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="tu-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}
