/**
 * A provider's logo (network, cable provider, disco, exam body) as the catalogue names it:
 * the `image` of a package, or a transaction's category/subcategory image. A fixed square, so
 * nothing shifts while it loads; a missing image shows the label's initials.
 */
export function ProviderLogo({ image, label, size = 40 }: { image?: string | null; label: string; size?: number }) {
  const style = { width: size, height: size };
  if (!image) {
    return (
      <span className="tu-logo tu-logo--initials" style={style} role="img" aria-label={label}>
        {initials(label)}
      </span>
    );
  }
  return <img className="tu-logo" src={image} alt={label} width={size} height={size} loading="lazy" decoding="async" />;
}

function initials(label: string) {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
