import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { AdminSidebar } from './admin-sidebar';

/** On phones the sidebar slides in over the page. */
export function AdminDrawer({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target === backdropRef.current) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div ref={backdropRef} aria-hidden="true" className="absolute inset-0 bg-slate-950/60" />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Admin menu"
        className="relative h-full w-64 max-w-[85vw] shadow-xl"
      >
        <AdminSidebar collapsed={false} onNavigate={onClose} />
        <button
          ref={closeRef}
          type="button"
          aria-label="Close admin menu"
          onClick={onClose}
          className="absolute top-3 -right-12 inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-900 shadow"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
