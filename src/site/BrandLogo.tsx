import { useSiteBrand } from '../client/hooks/useSiteBrand';
import { useTheme } from '../ui/theme/ThemeProvider';

/** The site's logo in the account bar: the dark-mode logo in dark mode when there is one. */
export function BrandLogo() {
  const brand = useSiteBrand();
  const { mode } = useTheme();
  if (!brand?.logo && !brand?.logo_dark) return null;
  const src = (mode === 'dark' ? brand.logo_dark : null) ?? brand.logo ?? brand.logo_dark!;
  return (
    <img
      className="one-site-brand"
      src={src}
      alt={brand.company_name ?? ''}
      data-mode={mode}
      height={28}
    />
  );
}
