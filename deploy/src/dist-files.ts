import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A build folder as publish takes it: relative path (with `/`) -> content. */
export function readDist(distDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.set(relative(distDir, path).split(sep).join('/'), readFileSync(path));
    }
  };
  walk(distDir);
  return files;
}
