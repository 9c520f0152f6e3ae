import { useSiteBrand } from '../client/hooks/useSiteBrand';
import { useThemeMode } from '../ui/theme/themeContext';

/** The site's logo in the account bar: the dark-mode logo in dark mode when there is one. */
export function BrandLogo() {
  const brand = useSiteBrand();
  const mode = useThemeMode();
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
