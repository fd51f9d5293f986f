import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'admin-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the admin sidebar is collapsed (64 px) or expanded (256 px), remembered per browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Storage may be refused; the choice still holds for this page.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
