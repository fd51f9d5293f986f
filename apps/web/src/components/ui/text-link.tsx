import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

export const textLinkClasses =
  'font-medium text-harbour-700 underline decoration-harbour-300 underline-offset-2 hover:text-harbour-900 hover:decoration-harbour-700 dark:text-harbour-300 dark:decoration-harbour-600 dark:hover:text-white';

export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={clsx(textLinkClasses, className)} {...rest} />;
}
