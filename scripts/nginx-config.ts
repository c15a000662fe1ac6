/** Where deploy/nginx.conf is run on this machine instead of inside compose's network. */
export interface LocalNginx {
  /** The address each of app1, app2, … is reached at, in order. */
  upstreams: string[];
  /** The folder its logs and pid file go to. */
  folder: string;
  /** The loopback port it listens on, instead of 8080 on every interface. */
  port?: number;
}

/**
 * deploy/nginx.conf with only what ties it to the containers replaced: the compose service
 * names (which resolve only inside compose's network), the log and pid paths, and the port.
 * Everything the checks are about (upstream flags, retries, timeouts, locations) stays.
 */
export function localNginxConfig(config: string, { upstreams, folder, port }: LocalNginx): string {
  const local = config
    .replace(/\bapp(\d+):3000\b/g, (name, index: string) => {
      const address = upstreams[Number(index) - 1];
      if (!address) throw new Error(`no address for ${name}`);
      return address;
    })
    .replaceAll('/var/log/nginx/', `${folder}/`)
    .replace(/^pid \S+;$/m, `pid ${folder}/nginx.pid;`);
  return port === undefined
    ? local
    : local.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`);
}
