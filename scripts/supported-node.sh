# Sourced by ./npmw and .ci/run: finds a supported Node.js, fetching a pinned release from the
# npm registry (the node-<os>-<cpu> packages hold the binary and its headers) into .tools/
# once, so a machine whose own Node.js is too old needs nothing else installed.

# The release of each line that ./npmw and CI fetch when they need one.
node_release() {
  case "$1" in
    22) echo 22.23.3 ;;
    24) echo 24.21.0 ;;
    26) echo 26.10.0 ;;
    *) echo "no pinned Node.js release for line '$1' (22, 24 or 26)" >&2; return 1 ;;
  esac
}

# Whether the Node.js at $1 (default: the first on PATH) is in package.json's "engines" range,
# checked with the semver package that npm itself ships.
node_is_supported() {
  local root npm_cli
  root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
  npm_cli=$(readlink -f "$(command -v npm)") || return 1
  "${1:-node}" -e '
    const [root, npmCli] = process.argv.slice(1);
    const semver = require(require("node:path").join(npmCli, "../../node_modules/semver"));
    const range = require(root + "/package.json").engines.node;
    process.exit(semver.satisfies(process.versions.node, range) ? 0 : 1);
  ' "$root" "$npm_cli" 2>/dev/null
}

_node_platform() {
  local os cpu
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "no Node.js package on the npm registry for $(uname -s); install Node.js 24 yourself" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) cpu=x64 ;;
    aarch64 | arm64) cpu=arm64 ;;
    *) echo "no Node.js package on the npm registry for $(uname -m); install Node.js 24 yourself" >&2; return 1 ;;
  esac
  echo "$os-$cpu"
}

# Prints the folder of the pinned release of line $1 (bin/node, include/node), fetching it
# into <project>/.tools on first use. npm verifies the package against the registry's checksum.
supported_node_home() {
  local line="$1" version platform root home tmp
  version=$(node_release "$line") || return 1
  platform=$(_node_platform) || return 1
  root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
  home="$root/.tools/node-v$version-$platform"
  if [ ! -x "$home/bin/node" ]; then
    echo "Fetching Node.js $version from the npm registry into .tools/ (once)" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-$platform@$version" >/dev/null) || {
      rm -rf "$tmp"
      echo "could not fetch node-$platform@$version from the npm registry" >&2
      return 1
    }
    mkdir -p "$home.partial"
    tar -xzf "$tmp"/node-"$platform"-"$version".tgz -C "$home.partial" --strip-components=1
    rm -rf "$tmp" "$home"
    mv "$home.partial" "$home"
  fi
  echo "$home"
}

# Puts Node.js $1 (a home from supported_node_home) first on PATH, so that npm (a script run
# by the first `node` on PATH), npm's scripts and their tools run on it, and points native
# addon builds (node-gyp) at its headers, which the registry package ships.
use_node_home() {
  export PATH="$1/bin:$PATH"
  export npm_config_nodedir="$1"
}
