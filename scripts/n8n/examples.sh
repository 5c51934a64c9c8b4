# shellcheck shell=bash
# `npm start`'s import of the example workflows, sourced by scripts/run-n8n.sh (it uses that script's
# repo_dir, user_folder, tmp_dir, n8n_cli, log and fail).
#
# Each example is imported once (inactive, as in its file), so a newcomer finds them all in the editor.
# The list of those imported lives next to n8n's database: a restart neither duplicates an example nor
# overwrites the user's changes to it, nor brings back one the user deleted; a new example is imported
# at the next start.
import_examples() {
	local imported_list="$user_folder/.n8n/livechatai-examples-imported" new_examples
	new_examples="$(node "$repo_dir/scripts/n8n/new-examples.js" "$repo_dir/examples" "$imported_list" \
		"$tmp_dir/examples.json")" || fail "cannot read the example workflows in examples/"
	[[ -n "$new_examples" ]] || return 0
	local new_example_ids
	read -r -a new_example_ids <<<"$new_examples"
	log "importing ${#new_example_ids[@]} example workflow(s) from examples/ (inactive)"
	if ! "${n8n_cli[@]}" import:workflow --input="$tmp_dir/examples.json" >"$tmp_dir/import.log" 2>&1; then
		cat "$tmp_dir/import.log" >&2
		fail "n8n import:workflow of the examples failed"
	fi
	mkdir -p "$(dirname "$imported_list")"
	printf '%s\n' "${new_example_ids[@]}" >>"$imported_list"
}
