import type { ReactNode } from 'react';

/** The brewery-cellar scene behind the gates, so the locked site still looks like Taproom. */
export function GateBackdrop({ children }: { children?: ReactNode }) {
  return (
    <div className="fixed inset-0 overflow-hidden bg-[oklch(0.16_0.02_50)]">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-90"
        style={{
          backgroundImage:
            'radial-gradient(60rem 40rem at 15% 10%, oklch(0.55 0.15 60 / 0.35), transparent 60%), radial-gradient(50rem 35rem at 90% 90%, oklch(0.45 0.13 40 / 0.35), transparent 60%)',
        }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage: 'radial-gradient(circle at center, oklch(0.95 0.03 85) 1.5px, transparent 1.6px)',
          backgroundSize: '22px 22px',
        }}
      />
      {children}
    </div>
  );
}

export function GateSpinner({ label }: { label: string }) {
  return (
    <GateBackdrop>
      <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-4 text-amber-100/80">
        <span className="size-10 animate-spin rounded-full border-4 border-amber-200/20 border-t-amber-400" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </div>
    </GateBackdrop>
  );
}
