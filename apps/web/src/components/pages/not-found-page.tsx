import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../ui/button';
import { Container } from '../ui/container';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <Compass aria-hidden="true" className="size-12 text-brass-600 dark:text-brass-300" />
      <p className="mt-6 text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
        Error 404
      </p>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist or has moved. The auction or lot may also have been
        removed.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Back to the home page
        </Link>
        <Link to="/auctions" className={buttonClasses('secondary', 'lg')}>
          Browse auctions
        </Link>
      </div>
    </Container>
  );
}
