import { clsx } from 'clsx';
import { useState } from 'react';
import defaultLogoUrl from '../../assets/logo.svg';
import defaultDarkLogoUrl from '../../assets/logo-dark.svg';
import { useTheme } from '../../lib/theme/use-theme';

interface LogoProps {
  /** A logo URL from settings; null, empty or failing to load falls back to the default logo. */
  src: string | null | undefined;
  alt: string;
  className?: string;
}

export function Logo({ src, alt, className }: LogoProps) {
  const { theme } = useTheme();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = theme === 'dark' ? defaultDarkLogoUrl : defaultLogoUrl;
  const usable = src && src !== failedSrc ? src : null;
  // The house logo's own size (232 by 48) keeps its space in the header before it loads.
  const size = usable ? {} : { width: 232, height: 48 };
  return (
    <img
      src={usable ?? fallback}
      {...size}
      alt={alt}
      className={clsx('block w-auto object-contain', className)}
      onError={() => usable && setFailedSrc(usable)}
    />
  );
}
