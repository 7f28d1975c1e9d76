export X='$(touch /tmp/pwned)' Y='`id`' Z='a;b' W=$'\n'
export -n Q
export
source other.sh
