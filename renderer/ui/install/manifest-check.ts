// What the diagnostics card reads from /manifest.json: the fields that make the app installable.

export interface ManifestCheck {
  name: string | null;
  startUrl: string | null;
  display: string | null;
  iconSizes: string[];
  /** What keeps browsers from offering to install, in words; empty when nothing does. */
  problems: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function checkManifest(manifest: unknown): ManifestCheck {
  const fields = typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>) : {};
  const icons = Array.isArray(fields.icons) ? (fields.icons as unknown[]) : [];
  const iconSizes = icons.flatMap((icon) => {
    const sizes = typeof icon === 'object' && icon !== null ? text((icon as Record<string, unknown>).sizes) : null;
    return sizes ? sizes.split(/\s+/) : [];
  });
  const check: ManifestCheck = {
    name: text(fields.name) ?? text(fields.short_name),
    startUrl: text(fields.start_url),
    display: text(fields.display),
    iconSizes: [...new Set(iconSizes)],
    problems: [],
  };
  if (!check.name) check.problems.push('The manifest has no name.');
  if (!check.startUrl) check.problems.push('The manifest has no start URL.');
  if (!['standalone', 'fullscreen', 'minimal-ui'].includes(check.display ?? '')) check.problems.push('The manifest does not ask to open as an app (display).');
  for (const size of ['192x192', '512x512']) {
    if (!check.iconSizes.includes(size)) check.problems.push(`The manifest has no ${size} icon.`);
  }
  return check;
}
