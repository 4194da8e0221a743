import { Link } from 'react-router-dom';
import { uniqueByPath, useNav } from '../../federation/useNav';
import { NavIcon } from '@topup/ui';

/** Spec 2.6 quick access and bill tiles, as one grid of icon tiles: the bill services, then the other shortcuts, each once. */
export function ServiceTiles() {
  const tiles = uniqueByPath(useNav('services'), useNav('quick'));
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title">Services</h2>
      <ul className="service-tiles">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link className="service-tile" to={tile.to}>
              <span className="service-tile__icon">
                <NavIcon name={tile.icon} size={24} />
              </span>
              <span>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
