// Tests' registries: each remote registered for exactly what its live version declares (ADR 0030),
// as migration 600 registered today's remote.json. A test of what is NOT granted sets `registered`.
import type { RegistryFile } from '../federation/registry';

export function registeredAsDeclared<T extends object>(registry: T): T {
  const file = registry as RegistryFile;
  const remotes = Object.fromEntries(
    Object.entries(file.remotes ?? {}).map(([name, track]) => {
      if (track.registered !== undefined) return [name, track];
      const live = track.versions[track.live ?? ''] ?? Object.values(track.versions)[0];
      const registered = live && {
        container: live.container ?? name,
        area: live.area ?? '/dashboard',
        paths: live.paths,
        nav: (live.nav ?? []).flatMap((entry) => (entry.name ? [entry.name] : [])),
        widgets: live.widgets,
      };
      return [name, { ...track, registered: registered ?? null }];
    }),
  );
  return { ...registry, remotes };
}
