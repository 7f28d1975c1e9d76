# shellcheck shell=bash
# Sourced by scripts/fuzz.sh and scripts/fuzz-parallel.sh: per fuzz target, the maximum input length and the
# dictionary (tests/fuzz/<name>.dict).
# shellcheck disable=SC2034
declare -A max_len=(
  [yamlimporter]=8192 [hydraoverrides]=2048 [harnessimporter]=2048 [megatronargsimporter]=2048
  [pythonoverridesimporter]=4096 [envblockimporter]=2048 [shellwords]=1024 [traininglogparser]=8192
  [logdiagnosis]=8192 [benchprotocolreader]=8192 [resultreport]=8192 [traceeventparser]=4096
)
declare -A dict=(
  [yamlimporter]=yaml [hydraoverrides]=args [harnessimporter]=args [megatronargsimporter]=args
  [pythonoverridesimporter]=python [envblockimporter]=shell [shellwords]=shell [traininglogparser]=log
  [logdiagnosis]=log [benchprotocolreader]=json [resultreport]=json [traceeventparser]=trace
)
