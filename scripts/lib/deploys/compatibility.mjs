// Before a remote goes live: every library the host shares as one copy must satisfy the range the remote was built
// against, checked with the federation runtime's own semver (`satisfy`), so the verdict is the one the browser would
// reach. A refused remote would otherwise show its area's error panel to every user after the switch.
import { satisfy } from '@module-federation/runtime-core';

/**
 * The singletons of `remoteManifest` (an mf-manifest.json) the host provides outside their range:
 * [{ name, requiredVersion, hostVersion }]. Libraries that are not one shared copy (not singletons), that the host
 * does not provide, or that carry no range, are not the host's to break.
 */
export function incompatibleShares(remoteManifest, hostManifest) {
  const provided = new Map((hostManifest.shared ?? []).map((share) => [share.name, share.version]));
  const problems = [];
  for (const share of remoteManifest.shared ?? []) {
    if (!share.singleton || typeof share.requiredVersion !== 'string' || !share.requiredVersion) continue;
    const hostVersion = provided.get(share.name);
    if (!hostVersion) continue;
    if (!satisfy(hostVersion, share.requiredVersion)) problems.push({ name: share.name, requiredVersion: share.requiredVersion, hostVersion });
  }
  return problems;
}
