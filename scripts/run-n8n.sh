#!/usr/bin/env bash
# `npm start`: build this package, install it into a local n8n the way users get it (an
# `npm pack` tarball), start the LiveChatAI simulator and n8n, and wire them together with a
# ready-made credential and owner login. Ctrl-C stops everything.
#
# Environment (all optional):
#   N8N_PORT                     editor / REST port (5678)
#   N8N_RUNNERS_BROKER_PORT      n8n's task broker port (5679); change it next to another n8n
#   LIVECHATAI_N8N_USER_FOLDER   n8n user folder, kept between runs (<repo>/.n8n-run)
#   LIVECHATAI_N8N_CACHE         where Node 24 and n8n are installed (~/.cache/n8n-nodes-livechatai)
#   LIVECHATAI_N8N_VERSION       n8n version (see scripts/n8n/versions.sh)
#   LIVECHATAI_SIMULATOR_PORT    simulator port (5690)
#   LIVECHATAI_SIMULATOR=off     do not start the simulator nor import its credential
#   LIVECHATAI_N8N_EMAIL / LIVECHATAI_N8N_PASSWORD   owner login created on the first run
#   LIVECHATAI_SKIP_BUILD=1      use the existing dist/ as is
#   LIVECHATAI_EXAMPLES=off      do not import the example workflows of examples/
set -euo pipefail

repo_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source-path=SCRIPTDIR source=n8n/versions.sh
source "$repo_dir/scripts/n8n/versions.sh"
# shellcheck source-path=SCRIPTDIR source=n8n/common.sh
source "$repo_dir/scripts/n8n/common.sh"
# shellcheck source-path=SCRIPTDIR source=n8n/examples.sh
source "$repo_dir/scripts/n8n/examples.sh"

n8n_port="${N8N_PORT:-5678}"
broker_port="${N8N_RUNNERS_BROKER_PORT:-5679}"
user_folder="${LIVECHATAI_N8N_USER_FOLDER:-$repo_dir/.n8n-run}"
sim_port="${LIVECHATAI_SIMULATOR_PORT:-5690}"
sim_url="http://127.0.0.1:$sim_port"
case "${LIVECHATAI_SIMULATOR:-on}" in
	off | 0 | false | no) start_simulator=off ;;
	*) start_simulator=on ;;
esac
case "${LIVECHATAI_EXAMPLES:-on}" in
	off | 0 | false | no) import_examples=off ;;
	*) import_examples=on ;;
esac
owner_email="${LIVECHATAI_N8N_EMAIL:-admin@example.com}"
owner_password="${LIVECHATAI_N8N_PASSWORD:-LiveChatAI-local-1}"
editor_url="http://127.0.0.1:$n8n_port"

credential_name="LiveChatAI (local simulator)"
# Fixed id: a re-import replaces the credential instead of adding a copy each start.
credential_id="LiveChatAiLocal1"

package_name="$(node -p 'require(process.argv[1]).name' "$repo_dir/package.json")"

# `|| true`: a closed terminal must not abort the shutdown half-way (set -e).
log() { echo "[start] $*" >&2 || true; }
fail() { echo "[start] ERROR: $*" >&2; exit 1; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# --- Shutdown: children run in their own sessions (setsid), so the terminal's Ctrl-C reaches
# only this script, which then stops n8n first (it may still be talking to the simulator),
# then the simulator, each as a whole process group (n8n's task runner included).
n8n_pid=""
sim_pid=""
tmp_dir="$(mktemp -d "${TMPDIR:-/tmp}/livechatai-start.XXXXXX")"

# shellcheck disable=SC2317 # reached through the traps below
stop_group() { # <pid> <name> <seconds to wait>
	local pid="$1" name="$2" wait_s="$3" i
	[[ -n "$pid" ]] || return 0
	kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null || true; return 0; }
	log "stopping $name"
	kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
	for ((i = 0; i < wait_s * 10; i++)); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	if kill -0 "$pid" 2>/dev/null; then
		log "$name did not stop within ${wait_s}s; killing it"
	fi
	# Also reaps anything left in the group after the leader exited.
	kill -KILL -- "-$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
}

# shellcheck disable=SC2317
cleanup() {
	# Ctrl-C often arrives twice (from the terminal and forwarded by npm): ignore repeats so
	# the shutdown itself is not cut short.
	trap '' INT TERM HUP PIPE
	trap - EXIT
	stop_group "$n8n_pid" "n8n" 30
	stop_group "$sim_pid" "simulator" 5
	rm -rf "$tmp_dir"
}
trap cleanup EXIT
trap 'cleanup; exit 130' INT
trap 'cleanup; exit 143' TERM HUP

cd "$repo_dir"
[[ -d node_modules ]] || fail "node_modules is missing: run \`npm ci\` first"

for port in "$n8n_port" "$broker_port"; do
	port_in_use "$port" && fail "port $port is in use (another n8n?). Set N8N_PORT / N8N_RUNNERS_BROKER_PORT."
done
if [[ "$start_simulator" != off ]] && port_in_use "$sim_port"; then
	fail "port $sim_port is in use (another simulator?). Set LIVECHATAI_SIMULATOR_PORT."
fi

# --- Build and install into n8n ---------------------------------------------------------
if [[ "${LIVECHATAI_SKIP_BUILD:-}" != 1 ]]; then
	log "building the package (npm run build)"
	npm run --silent build >&2 || fail "npm run build failed"
fi

n8n_dir="$(bash "$repo_dir/scripts/n8n/install-n8n.sh" "$LIVECHATAI_N8N_VERSION")" || fail "could not install n8n"
node_dir="$(n8n_node_dir "$LIVECHATAI_N8N_VERSION")"
[[ -n "$node_dir" ]] && export PATH="$node_dir/bin:$PATH"
n8n_cli=(node "$n8n_dir/node_modules/n8n/bin/n8n")

log "installing $package_name into $user_folder/.n8n/nodes"
tarball="$(npm pack --silent --ignore-scripts --pack-destination "$tmp_dir" | tail -n 1)"
[[ -f "$tmp_dir/$tarball" ]] || fail "npm pack did not produce a tarball"
lcai_install_package_tarball "$tmp_dir/$tarball" "$user_folder" >/dev/null || fail "installing the package into $user_folder failed"

# --- n8n settings -----------------------------------------------------------------------
export N8N_USER_FOLDER="$user_folder"
export N8N_PORT="$n8n_port"
export N8N_RUNNERS_BROKER_PORT="$broker_port"
export N8N_LISTEN_ADDRESS="${N8N_LISTEN_ADDRESS:-127.0.0.1}"
export N8N_HOST="${N8N_HOST:-127.0.0.1}"
export N8N_PROTOCOL="${N8N_PROTOCOL:-http}"
export N8N_EDITOR_BASE_URL="${N8N_EDITOR_BASE_URL:-$editor_url/}"
# Plain http on loopback: a secure cookie would never be sent back and login would loop.
export N8N_SECURE_COOKIE="${N8N_SECURE_COOKIE:-false}"
# Offline machine: no calls home, no templates, no onboarding survey.
lcai_export_n8n_settings "$n8n_dir" "$LIVECHATAI_N8N_VERSION"

# The credentials in the user folder are encrypted with the key in its config file; any other
# N8N_ENCRYPTION_KEY makes every command fail with "Mismatching encryption keys".
folder_key="$(lcai_folder_encryption_key "$user_folder")" || fail "cannot read the encryption key of $user_folder"
if [[ -n "$folder_key" ]]; then
	if [[ -n "${N8N_ENCRYPTION_KEY:-}" && "$N8N_ENCRYPTION_KEY" != "$folder_key" ]]; then
		log "ignoring N8N_ENCRYPTION_KEY: $user_folder was set up with another key"
	fi
	export N8N_ENCRYPTION_KEY="$folder_key"
fi

# --- Simulator --------------------------------------------------------------------------
if [[ "$start_simulator" != off ]]; then
	[[ -f test/simulator/cli.ts ]] || fail "test/simulator/cli.ts not found (set LIVECHATAI_SIMULATOR=off to run without it)"
	log "compiling the LiveChatAI simulator"
	"$repo_dir/node_modules/.bin/tsc" -p scripts/n8n/tsconfig.simulator.json >&2 || fail "the simulator does not compile"
	sim_index="$repo_dir/.build/test/simulator/index.js"
	sim_key="$(node -p 'require(process.argv[1]).SIMULATOR_API_KEY || ""' "$sim_index")" || fail "cannot load $sim_index"
	[[ -n "$sim_key" ]] || fail "SIMULATOR_API_KEY is not exported by test/simulator/index.ts"
	# Optional: lets Create or Update Contact compute user hashes the simulator accepts.
	sim_identity_secret="$(node -p 'require(process.argv[1]).SIMULATOR_IDENTITY_SECRET || ""' "$sim_index")"

	sim_log="$user_folder/simulator.log"
	log "starting the simulator on $sim_url (log: $sim_log)"
	LIVECHATAI_SIMULATOR_PORT="$sim_port" setsid node "$repo_dir/.build/test/simulator/cli.js" >"$sim_log" 2>&1 </dev/null &
	sim_pid=$!
	for ((i = 0; ; i++)); do
		kill -0 "$sim_pid" 2>/dev/null || { tail -n 20 "$sim_log" >&2; fail "the simulator exited at start"; }
		[[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$sim_url/" || true)" != 000 ]] && break
		((i < 150)) || fail "the simulator did not answer on $sim_url within 30 s (log: $sim_log)"
		sleep 0.2
	done

	# import:credentials encrypts the plain `data` with the folder's key; the fixed id replaces
	# the previous run's copy (the simulator port may have changed).
	node -e '
		const [file, id, name, apiKey, baseUrl, identitySecret] = process.argv.slice(1);
		const data = identitySecret ? { apiKey, baseUrl, identitySecret } : { apiKey, baseUrl };
		require("fs").writeFileSync(file, JSON.stringify([{ id, name, type: "liveChatAiApi", data }]));
	' "$tmp_dir/credentials.json" "$credential_id" "$credential_name" "$sim_key" "$sim_url" "$sim_identity_secret"
	log "importing the credential \"$credential_name\""
	if ! "${n8n_cli[@]}" import:credentials --input="$tmp_dir/credentials.json" >"$tmp_dir/import.log" 2>&1; then
		cat "$tmp_dir/import.log" >&2
		fail "n8n import:credentials failed"
	fi
fi

# --- Example workflows ------------------------------------------------------------------
if [[ "$import_examples" != off ]]; then import_examples; fi

# --- n8n --------------------------------------------------------------------------------
log "starting n8n $LIVECHATAI_N8N_VERSION on $editor_url"
setsid "${n8n_cli[@]}" start </dev/null &
n8n_pid=$!

# /healthz/readiness answers 200 only once the database is migrated and connected.
for ((i = 0; ; i++)); do
	kill -0 "$n8n_pid" 2>/dev/null || fail "n8n exited at start (see its output above)"
	[[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$editor_url/healthz/readiness" || true)" == 200 ]] && break
	((i < 600)) || fail "n8n did not become ready within 120 s"
	sleep 0.2
done

# First run: create the owner so the user can log in at once (n8n otherwise shows a sign-up form).
if curl -s --max-time 10 "$editor_url/rest/settings" | grep -q '"showSetupOnFirstLoad":true'; then
	log "creating the owner account $owner_email"
	setup_body="$(node -e 'console.log(JSON.stringify({ email: process.argv[1], password: process.argv[2], firstName: "Local", lastName: "Owner" }))' "$owner_email" "$owner_password")"
	status="$(curl -s -o "$tmp_dir/owner.json" -w '%{http_code}' --max-time 30 -H 'Content-Type: application/json' \
		-d "$setup_body" "$editor_url/rest/owner/setup" || true)"
	[[ "$status" == 200 ]] || { cat "$tmp_dir/owner.json" >&2 || true; fail "owner setup failed (HTTP $status)"; }
	login_note="(created now)"
else
	login_note="(set up on the first run; if you changed it, use yours)"
fi

cat >&2 <<EOF

================================================================================
 n8n $LIVECHATAI_N8N_VERSION with $package_name is running.

   Editor:      $editor_url
   Login:       $owner_email / $owner_password  $login_note
EOF
if [[ "$start_simulator" != off ]]; then
	cat >&2 <<EOF
   Credential:  "$credential_name" (type liveChatAiApi)
   Simulator:   $sim_url  (fake LiveChatAI API; state: $sim_url/__sim/state; log: $sim_log)
EOF
fi
cat >&2 <<EOF
   User folder: $user_folder  (kept between runs)

 Press Ctrl-C to stop.
================================================================================

EOF

# Runs until n8n or the simulator exits, or a signal triggers the trap. The parent is watched
# too: `kill <npm pid>` reaches only npm's `sh -c` wrapper, never this script, and would
# otherwise leave n8n and the simulator running.
parent_pid=$PPID
while kill -0 "$n8n_pid" 2>/dev/null; do
	if [[ -n "$sim_pid" ]] && ! kill -0 "$sim_pid" 2>/dev/null; then
		log "the simulator exited (log: $sim_log); stopping n8n"
		exit 1
	fi
	if ! kill -0 "$parent_pid" 2>/dev/null; then
		log "the calling process ($parent_pid) is gone; stopping"
		exit 1
	fi
	# `wait` on a background sleep, unlike a plain `sleep`, lets a trapped signal in at once.
	sleep 1 &
	wait $! || true
done
log "n8n exited"
exit 1
