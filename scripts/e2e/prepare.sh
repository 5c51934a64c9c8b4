#!/usr/bin/env bash
# Everything the end-to-end tests (test/e2e, `npm run test:e2e`) need before the first test, done once
# per run by test/e2e/globalSetup.ts:
#   - Redis (Debian's redis-server) for the queue-mode test, and Chromium (Debian's chromium, or
#     CHROMIUM_PATH) for the editor tests, installed with apt-get when missing;
#   - the package built and packed (`npm run build`, `npm pack`): the artefact users get;
#   - each n8n line the tests run (versions.sh: LIVECHATAI_N8N_VERSION, LIVECHATAI_N8N_V1_VERSION),
#     installed into the cache by install-n8n.sh; LIVECHATAI_E2E_N8N_LINES (the majors, "2 1" by
#     default) narrows that for a run of one line's files, e.g. "1" for test/e2e/n8n-1.e2e.ts alone;
#   - per n8n version, a user folder with a migrated database (migrated once, then cached next to the
#     n8n install) and the packed package installed as a community package, for the tests to copy.
# Writes <run dir>/manifest.json describing all of it (read by test/e2e/harness/manifest.ts).
#
#   bash scripts/e2e/prepare.sh <run dir>
set -euo pipefail

repo_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source-path=SCRIPTDIR source=../n8n/versions.sh
source "$repo_dir/scripts/n8n/versions.sh"
# shellcheck source-path=SCRIPTDIR source=../n8n/common.sh
source "$repo_dir/scripts/n8n/common.sh"

run_dir="${1:?usage: prepare.sh <run dir>}"
mkdir -p "$run_dir"
run_dir="$(cd "$run_dir" && pwd)"

log() { echo "[e2e:prepare] $*" >&2; }
fail() { echo "[e2e:prepare] ERROR: $*" >&2; exit 1; }
versions=()
for line in ${LIVECHATAI_E2E_N8N_LINES:-2 1}; do
	case "$line" in
		2) versions+=("$LIVECHATAI_N8N_VERSION") ;;
		1) versions+=("$LIVECHATAI_N8N_V1_VERSION") ;;
		*) fail "LIVECHATAI_E2E_N8N_LINES='$LIVECHATAI_E2E_N8N_LINES': the n8n lines are 1 and 2" ;;
	esac
done
((${#versions[@]} > 0)) || fail "LIVECHATAI_E2E_N8N_LINES is set but names no n8n line"
started=$SECONDS
step() { log "$* (at $((SECONDS - started)) s)"; }
# The tests give n8n only the settings they choose: none of the caller's own N8N_* settings.
clear_n8n_env() {
	local name
	for name in $(compgen -v N8N_); do unset "$name"; done
}
# Jest runs this with NODE_ENV=test, which makes n8n keep its database in memory and silences its logger.
unset NODE_ENV

# --- Debian packages ------------------------------------------------------------------------
# Installs a Debian package with apt-get (root only); the caller checks afterwards that it is there.
apt_updated=""
apt_install() { # <package>
	local package="$1"
	if [[ "$(id -u)" != 0 ]] || ! command -v apt-get >/dev/null; then
		fail "$package is missing; install Debian's $package package (apt-get install $package)"
	fi
	step "installing $package with apt-get"
	# Keep the package from starting a system-wide service (redis-server would take port 6379;
	# policy-rc.d is Debian's switch for exactly that); an existing policy file is left as it is.
	local policy=/usr/sbin/policy-rc.d created="" status=0
	if [[ ! -e "$policy" ]]; then
		printf '#!/bin/sh\nexit 101\n' >"$policy"
		chmod 755 "$policy"
		created=1
	fi
	{
		# Once a run: a fresh machine has no package lists yet.
		if [[ -z "$apt_updated" ]]; then DEBIAN_FRONTEND=noninteractive apt-get update -qq; fi &&
			apt_updated=1 &&
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package"
	} >>"$run_dir/apt.log" 2>&1 || status=$?
	[[ -n "$created" ]] && rm -f "$policy"
	if ((status != 0)); then
		tail -n 20 "$run_dir/apt.log" >&2
		fail "apt-get install $package failed (log: $run_dir/apt.log)"
	fi
}

# The test starts its own redis-server on a free loopback port; only the binary is needed.
install_redis() {
	command -v redis-server >/dev/null && return 0
	apt_install redis-server
	command -v redis-server >/dev/null || fail "redis-server is still missing after apt-get install"
}

# The editor tests drive n8n's editor in headless Chromium (CHROMIUM_PATH, by default Debian's).
chromium=""
install_chromium() {
	chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
	[[ -x "$chromium" ]] && return 0
	apt_install chromium
	[[ -x "$chromium" ]] || fail "no Chromium at $chromium after apt-get install chromium (set CHROMIUM_PATH to a Chromium, or unset it)"
}

# --- The package ---------------------------------------------------------------------------
pack_package() {
	step "building the package (npm run build)"
	(cd "$repo_dir" && npm run --silent build >"$run_dir/build.log" 2>&1) ||
		{ tail -n 30 "$run_dir/build.log" >&2; fail "npm run build failed (log: $run_dir/build.log)"; }
	step "packing it (npm pack)"
	local name
	name="$(cd "$repo_dir" && npm pack --silent --ignore-scripts --pack-destination "$run_dir" 2>>"$run_dir/build.log" | tail -n 1)"
	tarball="$run_dir/$name"
	[[ -n "$name" && -f "$tarball" ]] || fail "npm pack produced no tarball (log: $run_dir/build.log)"
}

# --- n8n and a user folder per version --------------------------------------------------------
# A user folder whose database n8n has migrated (an import of nothing migrates it), cached per version:
# the migrations take 5-10 s, a copy a fraction of a second.
migrated_user_folder() { # <version> <node binary> <n8n binary>; prints the cached folder
	local version="$1" node_bin="$2" n8n_bin="$3" folder tmp
	folder="$LIVECHATAI_N8N_CACHE/e2e-user-folder-$version"
	if [[ ! -f "$folder/.migrated" || ! -f "$folder/.n8n/database.sqlite" ]]; then
		step "migrating a fresh n8n $version database (cached in $folder)"
		tmp="$(mktemp -d "$LIVECHATAI_N8N_CACHE/.e2e-user-folder.XXXXXX")"
		echo '[]' >"$tmp/nothing.json"
		if ! (
			clear_n8n_env
			export N8N_USER_FOLDER="$tmp/folder"
			lcai_export_n8n_settings "$(n8n_install_dir "$version")" "$version"
			"$node_bin" "$n8n_bin" import:credentials --input="$tmp/nothing.json"
		) >"$run_dir/migrate-$version.log" 2>&1; then
			rm -rf "$tmp"
			tail -n 20 "$run_dir/migrate-$version.log" >&2
			fail "migrating the n8n $version database failed (log: $run_dir/migrate-$version.log)"
		fi
		if [[ ! -f "$tmp/folder/.n8n/database.sqlite" ]]; then
			rm -rf "$tmp"
			fail "n8n $version wrote no database.sqlite (log: $run_dir/migrate-$version.log)"
		fi
		touch "$tmp/folder/.migrated"
		rm -rf "$folder"
		mv "$tmp/folder" "$folder"
		rm -rf "$tmp"
	fi
	echo "$folder"
}

prepare_version() { # <version>; appends its manifest entry to $entries
	local version="$1" n8n_dir node_dir node_bin n8n_bin folder key settings
	step "n8n $version"
	n8n_dir="$(bash "$repo_dir/scripts/n8n/install-n8n.sh" "$version")" || fail "could not install n8n $version"
	node_dir="$(n8n_node_dir "$version")"
	if [[ -n "$node_dir" ]]; then node_bin="$node_dir/bin/node"; else node_bin="$(command -v node)"; fi
	n8n_bin="$n8n_dir/node_modules/n8n/bin/n8n"
	folder="$(migrated_user_folder "$version" "$node_bin" "$n8n_bin")"

	local prepared="$run_dir/n8n-$version/user-folder"
	rm -rf "$prepared"
	mkdir -p "$(dirname "$prepared")"
	cp -a "$folder" "$prepared"
	rm -f "$prepared/.migrated"
	lcai_install_package_tarball "$tarball" "$prepared" >/dev/null || fail "installing $tarball into $prepared failed"
	key="$(lcai_folder_encryption_key "$prepared")"
	[[ -n "$key" ]] || fail "$prepared has no encryption key"
	settings="$(clear_n8n_env && lcai_n8n_settings "$n8n_dir" "$version")"
	entries+=("$(node -e '
		const [version, nodeBin, n8nBin, userFolder, encryptionKey, settings] = process.argv.slice(1);
		const env = Object.fromEntries(settings.split("\n").filter(Boolean).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
		console.log(JSON.stringify({ version, nodeBin, n8nBin, userFolder, encryptionKey, env }));
	' "$version" "$node_bin" "$n8n_bin" "$prepared" "$key" "$settings")")
}

install_redis
install_chromium
pack_package
entries=()
for version in "${versions[@]}"; do
	prepare_version "$version"
done

node -e '
	const [file, tarball, redisServer, chromium, ...entries] = process.argv.slice(1);
	const manifest = { tarball, redisServer, chromium, n8n: entries.map((entry) => JSON.parse(entry)) };
	require("fs").writeFileSync(file, JSON.stringify(manifest, null, 2));
' "$run_dir/manifest.json" "$tarball" "$(command -v redis-server)" "$chromium" "${entries[@]}"
step "ready: $run_dir/manifest.json"
