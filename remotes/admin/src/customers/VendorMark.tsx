/** A vendor buys at the catalogue's vendor prices (ADR 0026); staff see it at a glance. */
export const VendorMark = () => <span className="tu-badge tu-badge--info">Vendor</span>;
