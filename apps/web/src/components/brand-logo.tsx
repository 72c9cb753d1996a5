import Box from '@mui/material/Box';

/** The portal's pylon mark, served from public/ so the browser caches it once for the favicon and the pages. */
export function BrandLogo({ size = 40, alt = 'STOA Portal logo' }: { size?: number; alt?: string }) {
  return (
    <Box
      component="img"
      src={`${import.meta.env.BASE_URL}logo.svg`}
      alt={alt}
      width={size}
      height={size}
      sx={{ display: 'block', flexShrink: 0 }}
    />
  );
}
