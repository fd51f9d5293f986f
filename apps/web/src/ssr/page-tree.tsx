import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Providers } from '../app/providers';
import { AppErrorBoundary } from '../app/screens/app-error-boundary';
import { RenderedAtContext } from '../lib/countdown/use-now';
import { DocumentTitleContext } from '../lib/use-document-title';

/**
 * The frame around the router, the same in the server's render and the browser's, so hydration
 * meets the tree the server rendered (decision 0070).
 */
export function PageTree({
  children,
  client,
  renderedAt = null,
  onTitle = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The server's instant, on a server-rendered page; null when the browser renders alone. */
  renderedAt?: number | null;
  /** A server render's collector of the title the page sets. */
  onTitle?: ((title: string) => void) | null;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Providers client={client} startAsGuest={renderedAt !== null}>
          <RenderedAtContext value={renderedAt}>
            <DocumentTitleContext value={onTitle}>{children}</DocumentTitleContext>
          </RenderedAtContext>
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
}
