# shellcheck shell=bash
# Shell shared by `npm start` (scripts/run-n8n.sh) and the end-to-end tests (scripts/e2e/prepare.sh):
# how the packed package goes into an n8n user folder, and the settings n8n runs with on these offline
# machines. Sourced; defines functions only.

# Installs an `npm pack` tarball the way n8n's community-node install does: unpacked into
# <user folder>/.n8n/nodes/node_modules/<package name> (replacing an older copy), with its own
# dependencies, if it has any, installed beside it. Not a symlink to the repo: the repo's own
# n8n-workflow would then be loaded next to n8n's, and `instanceof` checks between the two fail.
lcai_install_package_tarball() { # <tarball> <user folder>; prints the package folder
	local tarball="$1" user_folder="$2" name package_dir
	name="$(tar -xzOf "$tarball" package/package.json | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).name)')" ||
		{ echo "cannot read the package name from $tarball" >&2; return 1; }
	[[ -n "$name" ]] || { echo "$tarball has no package name" >&2; return 1; }
	package_dir="$user_folder/.n8n/nodes/node_modules/$name"
	rm -rf "$package_dir"
	mkdir -p "$package_dir"
	tar -xzf "$tarball" -C "$package_dir" --strip-components=1 || return 1
	if [[ "$(node -p 'Object.keys(require(process.argv[1]).dependencies || {}).length' "$package_dir/package.json")" != 0 ]]; then
		# --omit=peer: n8n-workflow must come from n8n itself.
		(cd "$package_dir" && npm install --silent --omit=dev --omit=peer --ignore-scripts --no-package-lock >&2) ||
			{ echo "installing the dependencies of $name failed" >&2; return 1; }
	fi
	echo "$package_dir"
}

# The encryption key a user folder was set up with (empty if it has none yet). Every n8n command on the
# folder must run with this N8N_ENCRYPTION_KEY, or it fails with "Mismatching encryption keys".
lcai_folder_encryption_key() { # <user folder>
	local config_file="$1/.n8n/config"
	[[ -f "$config_file" ]] || return 0
	node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).encryptionKey || ""' "$config_file"
}

# NAME=value lines: n8n's settings for a machine without internet (no calls home, no templates, no
# onboarding survey), and those the n8n version needs here (n8n_settings_for in versions.sh, which
# must be sourced first). Values already in the environment win.
lcai_n8n_settings() { # <n8n install dir> <n8n version>
	local line name
	while IFS= read -r line; do
		[[ -n "$line" ]] || continue
		name="${line%%=*}"
		if [[ -n "${!name+set}" ]]; then echo "$name=${!name}"; else echo "$line"; fi
	done < <(n8n_settings_for "$2")
	echo "N8N_DIAGNOSTICS_ENABLED=${N8N_DIAGNOSTICS_ENABLED:-false}"
	echo "N8N_VERSION_NOTIFICATIONS_ENABLED=${N8N_VERSION_NOTIFICATIONS_ENABLED:-false}"
	echo "N8N_TEMPLATES_ENABLED=${N8N_TEMPLATES_ENABLED:-false}"
	echo "N8N_PERSONALIZATION_ENABLED=${N8N_PERSONALIZATION_ENABLED:-false}"
	echo "N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS=${N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS:-true}"
	# Its refresh task fetches api.n8n.io at every start and logs a stack trace when offline. Only
	# where the module exists: n8n rejects unknown module names (older versions lack it).
	if [[ -n "${N8N_DISABLED_MODULES+set}" ]]; then
		echo "N8N_DISABLED_MODULES=$N8N_DISABLED_MODULES"
	elif [[ -d "$1/node_modules/n8n/dist/modules/mcp-registry" ]]; then
		echo "N8N_DISABLED_MODULES=mcp-registry"
	fi
}

lcai_export_n8n_settings() { # <n8n install dir> <n8n version>
	local line
	while IFS= read -r line; do
		export "${line?}"
	done < <(lcai_n8n_settings "$1" "$2")
}
