/** The Farm Hand mark (the same drawing as the app icon), decorative beside the product name. */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  return <img className={className} src="/favicon.svg" alt="" width={size} height={size} draggable={false} />;
}
